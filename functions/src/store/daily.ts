// What the server keeps of the daily deal. A person has one daily table a day (a server-only
// `daily/{date}/tables/{uid}` made with it, so two taps cannot deal two tables; a seat moved to
// another phone gets that phone's uid its own record of the same table) and one result a day: the
// commit that ends their table also creates `daily/{date}/results/{uid}` and, when the table was
// dealt to an account signed in with Google (not a guest: Auth says so, when it is dealt), counts
// it into the day's standing `daily/{date}`, written over the version read (a lost race retries
// the whole change, as a room's does), so every account that finishes is counted once. Linking
// Google keeps a guest's uid, so a guest who links has that day's table already; a table dealt to
// a guest never counts, or anyone could learn the deal as a guest and link the account to count.

import {
  COLLECTIONS,
  dailyEnding,
  dailyPath,
  dailyResultPath,
  dailyTablePath,
  standingWith,
} from '@texas42/shared';
import type { DailyResultDoc, DailyStandingDoc, DailyTableDoc, Room } from '@texas42/shared';
import type { DocumentData, WriteBatch } from 'firebase-admin/firestore';
import { Refusal } from '../errors';
import { auth, db } from './db';

/** The daily table `uid` already has on `date`, or null; refused once they have that day's result. */
export const dailyTableOf = async (uid: string, date: string): Promise<string | null> => {
  const [result, table] = await Promise.all([
    db().doc(dailyResultPath(date, uid)).get(),
    db().doc(dailyTablePath(date, uid)).get(),
  ]);
  if (result.exists)
    throw new Refusal({ code: 'daily/played', message: "You have played today's deal; come back tomorrow" });
  const roomId = table.get('roomId') as unknown;
  return typeof roomId === 'string' ? roomId : null;
};

/** Adds to `batch` the record that `room` is `uid`'s daily table of `date`, dealt while they were
 * `signedIn` or not (which fails the batch when they got one first). */
export const addDailyTable = (
  batch: WriteBatch,
  uid: string,
  date: string,
  room: Room,
  signedIn: boolean,
): void => {
  const table: DailyTableDoc = { roomId: room.id, signedIn };
  batch.create(db().doc(dailyTablePath(date, uid)), table);
};

/** Records that `roomId`, a daily table of `date`, is `uid`'s too (the seat moved to their phone).
 * Whether it counts stays with the record of whom it was dealt to, kept as it was should the seat
 * come back to their phone. */
export const addMovedDailyTable = (batch: WriteBatch, uid: string, date: string, roomId: string): void => {
  batch.set(db().doc(dailyTablePath(date, uid)), { roomId }, { merge: true });
};

/** True when `uid` is signed in to an account with a provider (Google), not a guest: Auth's own
 * record, never the client's word. An account Auth no longer has counts as a guest. */
export const isSignedIn = async (uid: string): Promise<boolean> => {
  try {
    return (await auth().getUser(uid)).providerData.length > 0;
  } catch {
    return false;
  }
};

/** True when the daily table `roomId` of `date` was dealt to an account signed in with Google: its
 * record made when it was dealt says so (the records of phones its seat moved to say nothing, and
 * a move keeps no trace of who sat down to it). */
const dealtSignedIn = async (date: string, roomId: string): Promise<boolean> => {
  const records = await db()
    .collection(`${dailyPath(date)}/${COLLECTIONS.tables}`)
    .where('roomId', '==', roomId)
    .get();
  return records.docs.some((record) => record.get('signedIn') === true);
};

/** The standing a stored document holds, or null for none yet. */
const standingIn = (data: DocumentData | undefined): DailyStandingDoc | null =>
  data === undefined ? null : (data as DailyStandingDoc);

/** The writes that keep the result when the change from `before` to `after` ends a daily table
 * (the person's result, created once, and the day's standing over the version read), or null when
 * it ends none or its person already has a result that day. */
export const dailyEndWrites = async (
  before: Room,
  after: Room,
): Promise<((batch: WriteBatch) => void) | null> => {
  const ending = dailyEnding(before, after);
  if (ending === null) return null;
  const resultRef = db().doc(dailyResultPath(ending.date, ending.uid));
  const standingRef = db().doc(dailyPath(ending.date));
  const [kept, standing, counted] = await Promise.all([
    resultRef.get(),
    standingRef.get(),
    dealtSignedIn(ending.date, after.id),
  ]);
  if (kept.exists) return null;
  const result: DailyResultDoc = { ...ending.result, counted };
  const next = standingWith(standingIn(standing.data()), result);
  return (batch) => {
    batch.create(resultRef, result);
    if (next === null || !counted) return;
    if (standing.updateTime === undefined) batch.create(standingRef, next);
    else batch.update(standingRef, { ...next }, { lastUpdateTime: standing.updateTime });
  };
};
