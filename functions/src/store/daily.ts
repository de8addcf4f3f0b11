// What the server keeps of the daily deal. A person has one daily table a day (a server-only
// `daily/{date}/tables/{uid}` made with it, so two taps cannot deal two tables; a seat moved to
// another phone gets that phone's uid its own record of the same table) and one result a day: the
// commit that ends their table also creates `daily/{date}/results/{uid}` and, when they are
// signed in to an account (not a guest: Auth says so), counts it into the day's standing
// `daily/{date}`, written over the version read (a lost race retries the whole change, as a
// room's does), so every account that finishes is counted once.

import { dailyEnding, dailyPath, dailyResultPath, dailyTablePath, standingWith } from '@texas42/shared';
import type { DailyResultDoc, DailyStandingDoc, Room } from '@texas42/shared';
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

/** Adds to `batch` the record that `room` is `uid`'s daily table of `date` (which fails the batch
 * when they got one first). */
export const addDailyTable = (batch: WriteBatch, uid: string, date: string, room: Room): void => {
  batch.create(db().doc(dailyTablePath(date, uid)), { roomId: room.id });
};

/** Records that `roomId`, a daily table of `date`, is `uid`'s too (the seat moved to their phone). */
export const addMovedDailyTable = (batch: WriteBatch, uid: string, date: string, roomId: string): void => {
  batch.set(db().doc(dailyTablePath(date, uid)), { roomId });
};

/** True when `uid` is signed in to an account with a provider (Google), not a guest: Auth's own
 * record, never the client's word. An account Auth no longer has counts as a guest. */
const isSignedIn = async (uid: string): Promise<boolean> => {
  try {
    return (await auth().getUser(uid)).providerData.length > 0;
  } catch {
    return false;
  }
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
    isSignedIn(ending.uid),
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
