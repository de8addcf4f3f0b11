import { dailyDateOn, isMember, newRoom, roomStatePath } from '@texas42/shared';
import { roomCallable } from '../callable';
import { firstDailyKey } from '../deal-keys';
import { addDailyTable, dailyTableOf, isSignedIn } from '../store/daily';
import { db } from '../store/db';
import { Refusal } from '../errors';
import { decodeState, notFound } from '../store/stored-state';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** Thrown out of a new table's making when the caller turns out to have today's table already. */
class HasTable {
  constructor(readonly roomId: string) {}
}

/** `uid`'s daily table `roomId`, to give back: refused once it is over (its result may be kept
 * under the uid of the phone that finished it), or when its seat has moved to another phone (the
 * only way off a daily table: leaveRoom refuses one, so its player always finds it waiting). */
const tableBack = async (uid: string, roomId: string) => {
  const snapshot = await db().doc(roomStatePath(roomId)).get();
  if (!snapshot.exists) throw notFound();
  const { room } = decodeState(snapshot.data());
  if (room.status === 'finished')
    throw new Refusal({ code: 'daily/played', message: "You have played today's deal; come back tomorrow" });
  if (!isMember(room, uid))
    throw new Refusal({
      code: 'room/daily',
      message: "Your table of today's deal moved to another phone: play it there",
    });
  return afterCommitWithCode(room);
};

/** playDaily: today's deal by the server's clock (UTC), the caller in seat 0 against three AIs,
 * dealt and started at once. Someone with today's result is refused; someone with today's table
 * gets that table back, so a second tap (or a second phone the seat moved to) never deals a
 * second one. */
export const playDaily = roomCallable('playDaily', async (uid, request) => {
  const now = Date.now();
  const date = dailyDateOn(now);
  const table = await dailyTableOf(uid, date);
  if (table !== null) return tableBack(uid, table);
  // Whether the result will count is settled now: a guest who links Google later plays on uncounted.
  const signedIn = await isSignedIn(uid);
  try {
    const room = await createRoomWithInvite(
      uid,
      async (id, seed) => {
        // Asked again on every attempt: a table made by a racing call shows up here.
        const table = await dailyTableOf(uid, date);
        if (table !== null) throw new HasTable(table);
        return newRoom('playDaily', uid, request, { id, seed, now, dealKey: await firstDailyKey(date) });
      },
      (batch, made) => addDailyTable(batch, uid, date, made, signedIn),
    );
    return await afterCommitWithCode(room);
  } catch (error) {
    if (!(error instanceof HasTable)) throw error;
    return tableBack(uid, error.roomId);
  }
});
