import { markAway as mark } from '@texas42/shared';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { presenceStaleMs, readPresence } from '../presence';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** markAway: a player marks a seat away whose phone the server has not heard from for a while
 * (or that said it closed); the AI then plays that seat's turns at once. */
export const markAway = roomCallable('markAway', async (uid, request) => {
  const room = await changeRoom(request.roomId, async (state) => {
    const person = state.room.seats[request.seat].uid;
    return mark(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      seat: request.seat,
      presence: person === null ? null : await readPresence(request.roomId, person),
      staleAfter: presenceStaleMs(),
      now: Date.now(),
      dealKey: await nextDealKey(state.room),
    });
  });
  return afterCommit(room);
});
