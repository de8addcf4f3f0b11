import { setAway as set } from '@texas42/shared';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** setAway: the host hands a seat to the AI or gives it back to its person; a person does the
 * same for their own seat ("Let the AI play for me", "I'm back"). */
export const setAway = roomCallable('setAway', async (uid, request) => {
  const room = await changeRoom(request.roomId, async (state) =>
    set(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      seat: request.seat,
      away: request.away,
      now: Date.now(),
      dealKey: await nextDealKey(state.room),
    }),
  );
  return afterCommit(room);
});
