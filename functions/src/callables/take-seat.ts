import { takeSeat as take } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** takeSeat: any free seat in the lobby; during a game, an AI seat. */
export const takeSeat = roomCallable('takeSeat', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    take(state.room, { uid, version: versionToCheck(state, uid, request.version), seat: request.seat }),
  );
  return afterCommit(room);
});
