import { leaveRoom as leave } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** leaveRoom: the caller leaves; a seat in a game goes to the AI (which may then be on turn). */
export const leaveRoom = roomCallable('leaveRoom', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    leave(state.room, { uid, version: versionToCheck(state, uid, request.version) }),
  );
  return afterCommit(room);
});
