import { dailyDateOn, newRoom, roomStatePath } from '@texas42/shared';
import { roomCallable } from '../callable';
import { firstDailyKey } from '../deal-keys';
import { addDailyTable, dailyTableOf } from '../store/daily';
import { db } from '../store/db';
import { decodeState, notFound } from '../store/stored-state';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** Thrown out of a new table's making when the caller turns out to have today's table already. */
class HasTable {
  constructor(readonly roomId: string) {}
}

/** The stored room `roomId`. */
const storedRoom = async (roomId: string) => {
  const snapshot = await db().doc(roomStatePath(roomId)).get();
  if (!snapshot.exists) throw notFound();
  return decodeState(snapshot.data()).room;
};

/** playDaily: today's deal by the server's clock (UTC), the caller in seat 0 against three AIs,
 * dealt and started at once. Someone with today's result is refused; someone with today's table
 * gets that table back, so a second tap (or a second phone) never deals a second one. */
export const playDaily = roomCallable('playDaily', async (uid, request) => {
  const now = Date.now();
  const date = dailyDateOn(now);
  const table = await dailyTableOf(uid, date);
  if (table !== null) return afterCommitWithCode(await storedRoom(table));
  try {
    const room = await createRoomWithInvite(
      uid,
      async (id, seed) => {
        // Asked again on every attempt: a table made by a racing call shows up here.
        const table = await dailyTableOf(uid, date);
        if (table !== null) throw new HasTable(table);
        return newRoom('playDaily', uid, request, { id, seed, now, dealKey: await firstDailyKey(date) });
      },
      (batch, made) => addDailyTable(batch, uid, date, made),
    );
    return await afterCommitWithCode(room);
  } catch (error) {
    if (!(error instanceof HasTable)) throw error;
    return afterCommitWithCode(await storedRoom(error.roomId));
  }
});
