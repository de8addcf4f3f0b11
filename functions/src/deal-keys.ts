// The key of a room's next deal, drawn here so that no client can know it: 32 fresh random bytes
// (node:crypto) for every deal, or at a daily-challenge table HMAC-SHA256(the daily secret,
// "daily/<date>/<deal index>"), so every daily table that day deals the same and no one can work
// it out. The secret is 32 random bytes in a server-only document, created once by whichever
// function instance needs it first and shared by all of them.

import { DAILY_SECRET_PATH, dailyDate } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { createHmac, randomBytes } from 'node:crypto';
import { Refusal } from './errors';
import { db } from './store/db';

/** gRPC code of a create that found the document already there. */
const ALREADY_EXISTS = 6;

/** A daily challenge opens once its date has begun somewhere on Earth (UTC+14): 14 hours in ms. */
const EARLIEST_ZONE_MS = 14 * 3_600_000;

/** 32 fresh random bytes as 64 hex digits. */
export const freshDealKey = (): string => randomBytes(32).toString('hex');

/** The key of deal `index` of the daily challenge of `date`, under `secret`. */
export const dailyDealKey = (secret: Buffer, date: string, index: number): string =>
  createHmac('sha256', secret).update(`daily/${date}/${index}`).digest('hex');

/** The stored daily secret's key, or undefined when there is none yet. */
const storedKey = (snapshot: DocumentSnapshot): string | undefined => {
  const key = snapshot.get('key') as unknown;
  return typeof key === 'string' ? key : undefined;
};

/** Reads the daily secret, creating it if absent. The creation is a transaction that reads the
 * document first, so of first daily deals made at once on a fresh database exactly one creates
 * it and every other deals from the one stored (a create refused as already there is read back). */
const loadSecret = async (): Promise<Buffer> => {
  const ref = db().doc(DAILY_SECRET_PATH);
  const stored = storedKey(await ref.get());
  if (stored !== undefined) return Buffer.from(stored, 'hex');
  try {
    const key = await db().runTransaction(async (transaction) => {
      const racer = storedKey(await transaction.get(ref));
      if (racer !== undefined) return racer;
      const fresh = randomBytes(32).toString('hex');
      transaction.create(ref, { key: fresh });
      return fresh;
    });
    return Buffer.from(key, 'hex');
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
    const key = storedKey(await ref.get());
    if (key === undefined) throw error;
    return Buffer.from(key, 'hex');
  }
};

/** The daily secret, read for every daily deal (one read; a daily table is dealt once per person
 * a day), so an instance never deals from a secret the database no longer holds. */
const dailySecret = (): Promise<Buffer> => loadSecret();

/** The key for the next deal `room` makes: deal 0 of a new game when `newGame`, else the deal
 * after the ones its game has made. A daily challenge whose date has not begun anywhere is refused. */
export const nextDealKey = async (room: Room, newGame = false, now = Date.now()): Promise<string> => {
  const date = dailyDate(room.transformers);
  if (date === null) return freshDealKey();
  if (Date.parse(`${date}T00:00:00Z`) > now + EARLIEST_ZONE_MS)
    throw new Refusal({
      code: 'room/invalid-setting',
      message: `The daily challenge of ${date} is not out yet`,
    });
  const dealing = room.game?.dealing;
  const index = newGame || dealing?.kind !== 'keyed' ? 0 : dealing.keys.length;
  return dailyDealKey(await dailySecret(), date, index);
};

/** The key of the first deal of `date`'s daily challenge (a new daily table's). */
export const firstDailyKey = async (date: string): Promise<string> =>
  dailyDealKey(await dailySecret(), date, 0);
