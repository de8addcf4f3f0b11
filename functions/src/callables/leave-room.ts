import { leaveRoom as leave } from '@texas42/shared';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** leaveRoom: the caller leaves; a seat in a game goes to the AI (which may then be on turn, or
 * agree to a Next the table was waiting for, with the key of the deal that may follow). */
export const leaveRoom = roomCallable('leaveRoom', async (uid, request) => {
  const room = await changeRoom(request.roomId, async (state) =>
    leave(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      now: Date.now(),
      dealKey: await nextDealKey(state.room),
    }),
  );
  return afterCommit(room);
});
