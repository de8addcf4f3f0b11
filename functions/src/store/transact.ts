// Every change to a room is one optimistic transaction in a fixed order: read the private state
// (after the invite, when a code leads to it), run the pure room operation, then commit what
// `roomWrites` plans as one atomic batch that holds only if the private state is still the one
// read (its update time is the precondition). Every change rewrites that document, so a batch
// never lands on a room that moved on; the loser reads again and retries. No read locks are held:
// the emulator's locking transactions deadlock when three players tap Next at once and each waits
// two seconds. A refusal is thrown before anything is written. A change that spends one of the
// caller's quotas (store/quota.ts) writes the quota document in the same batch, over the version
// it read, so a lost race on either document retries the whole change. A change that ends the game
// writes each seated person's statistics in that batch the same way (store/stats.ts), and a change
// that ends a daily table is first rated against perfect play (the stars, shared/src/stats/daily-stars.ts)
// and keeps its result there too (store/daily.ts). A change that judges by other documents it read
// (markAway, claimTimeout, claimHost and leaveRoom, the heartbeats) names them as witnesses: the
// batch holds only if each is still as read, so a heartbeat written between the read and the commit
// sends the change round.

import { COLLECTIONS, invitePath, roomStatePath, withDailyStars } from '@texas42/shared';
import type { PayloadError, Result, Room, RoomError } from '@texas42/shared';
import type { DocumentSnapshot, Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { Refusal } from '../errors';
import type { QuotaKind } from '../quota/limits';
import { dailyEndWrites } from './daily';
import { db } from './db';
import { addQuotaWrite, checkOpenTables, readQuota, spent } from './quota';
import { roomWrites } from './room-writes';
import { addStatsWrites, readGameEnd } from './stats';
import { decodeState, notFound } from './stored-state';
import type { StoredState } from './stored-state';

/** How often a change that lost a race is tried again. */
const ATTEMPTS = 20;

/** gRPC codes of a lost race: the precondition failed, or the document already exists. */
const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;

/** A short random pause that grows with the attempt, so racing writers spread out. */
const pause = (attempt: number): Promise<void> =>
  new Promise((wake) => setTimeout(wake, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/** Runs `attempt` until it commits; retries only when `lost` says it lost a race. */
const retrying = async <T>(attempt: () => Promise<T>, lost: (code: unknown) => boolean): Promise<T> => {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!lost((error as { code?: unknown } | null)?.code) || tries === ATTEMPTS) throw error;
      await pause(tries);
    }
  }
};

/** Adds the planned writes to `batch`; the private state only over the version read (`readAt`). */
const addWrites = (batch: WriteBatch, before: StoredState | null, after: Room, readAt: Timestamp | null) => {
  const statePath = roomStatePath(after.id);
  for (const { path, data } of roomWrites(before, after).writes) {
    const ref = db().doc(path);
    if (data === null) batch.delete(ref);
    else if (path !== statePath) batch.set(ref, data);
    else if (readAt === null) batch.create(ref, data);
    else batch.update(ref, data, { lastUpdateTime: readAt });
  }
};

/** Names a document a change read besides the room, which must still be as read for the change to
 * commit. */
export type Witness = (read: DocumentSnapshot) => void;

/** Adds to `batch` a write for each of `witnesses` that fails the batch if the document changed
 * since it was read: one that existed is written again as it was, over the version read; one that
 * did not is deleted only if it still does not exist (a write that changes nothing). A batch has no
 * check without a write, and every client write to these documents changes them. */
const addUnchanged = (batch: WriteBatch, witnesses: readonly DocumentSnapshot[]) => {
  for (const read of witnesses)
    if (read.exists) batch.update(read.ref, read.data()!, { lastUpdateTime: read.updateTime! });
    else batch.delete(read.ref, { exists: false });
};

/** Where the room is: its id, or a read that finds it. */
export type RoomLocator = string | (() => Promise<string>);

/** What a change costs its caller: a token of `kind` whenever `applies` says so. */
export interface QuotaCost {
  readonly uid: string;
  readonly kind: QuotaKind;
  readonly applies: (before: Room, after: Room) => boolean;
}

/** A race lost to another writer: a precondition failed, or a document was created first. */
const lostRace = (code: unknown): boolean => code === FAILED_PRECONDITION || code === ALREADY_EXISTS;

/** The room after `change` (which may wait, e.g. for the key of a deal, or read other documents and
 * name them to `witness`), committed atomically over the state it was computed from and the
 * witnesses as read. A refusal writes nothing and is thrown; when the change returns the stored
 * room itself, nothing is written. With a `cost` that applies, the caller's quota is
 * spent in the same batch (or the change refused); `also` adds writes of its own to that batch
 * (e.g. using up a one-time link read by `locate`). */
export const changeRoom = (
  locate: RoomLocator,
  change: (
    state: StoredState,
    witness: Witness,
  ) => Result<Room, RoomError> | Promise<Result<Room, RoomError>>,
  cost?: QuotaCost,
  also?: (batch: WriteBatch) => void,
): Promise<Room> =>
  retrying(async () => {
    const roomId = typeof locate === 'string' ? locate : await locate();
    const [snapshot, quota] = await Promise.all([
      db().doc(roomStatePath(roomId)).get(),
      cost === undefined ? null : readQuota(cost.uid),
    ]);
    if (!snapshot.exists) throw notFound();
    const before = decodeState(snapshot.data());
    const witnesses: DocumentSnapshot[] = [];
    const changed = await change(before, (read) => witnesses.push(read));
    if (!changed.ok) throw new Refusal(changed.error);
    if (changed.value === before.room) return changed.value;
    const after = withDailyStars(before.room, changed.value);
    const gameEnd = await readGameEnd(before.room, after);
    const daily = await dailyEndWrites(before.room, after);
    const batch = db().batch();
    if (cost !== undefined && quota !== null && cost.applies(before.room, after))
      addQuotaWrite(batch, quota, spent(quota, cost.kind, Date.now()));
    // The witnesses first: a commit applies its writes in order, so a change's own write to one
    // of them (none writes a heartbeat it judged today) would land over it.
    addUnchanged(batch, witnesses);
    addWrites(batch, before, after, snapshot.updateTime!);
    if (gameEnd !== null) addStatsWrites(batch, gameEnd, Date.now());
    also?.(batch);
    daily?.(batch);
    await batch.commit();
    return after;
  }, lostRace);

/** Spends one `kind` token of `uid`'s quota on its own, before a change that counts every call,
 * accepted or refused (markAway: a flood of refused calls still costs a read each); refused,
 * writing nothing, when none is left. */
export const spendQuota = (uid: string, kind: QuotaKind): Promise<void> =>
  retrying(async () => {
    const quota = await readQuota(uid);
    const batch = db().batch();
    addQuotaWrite(batch, quota, spent(quota, kind, Date.now()));
    await batch.commit();
  }, lostRace);

/** The room an invite code opens (invites never change once written). */
export const byInvite =
  (code: string): RoomLocator =>
  async () => {
    const invite = await db().doc(invitePath(code)).get();
    const roomId = invite.get('roomId') as unknown;
    if (typeof roomId !== 'string') throw notFound('No table has that invite code');
    return roomId;
  };

/** A new room made by `make` with a fresh seed, created with its invite in one batch; a code
 * already in use fails the batch and another seed is drawn. The host `uid` spends a table of their
 * quota in the same batch, and is refused when they already host too many open tables; `also`
 * adds writes of its own to that batch (the record of a person's daily table). */
export const createRoomWithInvite = (
  uid: string,
  make: (
    id: string,
    seed: number,
  ) => Result<Room, RoomError | PayloadError> | Promise<Result<Room, RoomError | PayloadError>>,
  also?: (batch: WriteBatch, room: Room) => void,
): Promise<Room> =>
  retrying(async () => {
    const [quota] = await Promise.all([readQuota(uid), checkOpenTables(uid)]);
    const made = await make(db().collection(COLLECTIONS.rooms).doc().id, randomInt(2 ** 31));
    if (!made.ok) throw new Refusal(made.error);
    const batch = db().batch();
    addQuotaWrite(batch, quota, spent(quota, 'creates', Date.now()));
    batch.create(db().doc(invitePath(made.value.code)), { roomId: made.value.id });
    addWrites(batch, null, made.value, null);
    also?.(batch, made.value);
    await batch.commit();
    return made.value;
  }, lostRace);
