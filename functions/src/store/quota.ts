// Per-user quotas in Firestore: `quotas/{uid}` holds the user's token buckets. A change that
// spends a token reads the document with the room, and writes the spent bucket in the same batch
// over the version it read (or creates it, when there was none). Two changes racing for the
// last token both write the document, so only one commits; the other reads again and is refused.

import { COLLECTIONS, quotaPath } from '@texas42/shared';
import type { QuotaDoc } from '@texas42/shared';
import type { Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { Refusal } from '../errors';
import { MAX_OPEN_TABLES, RATES, openTablesRefusal, rateRefusal } from '../quota/limits';
import type { QuotaKind } from '../quota/limits';
import { takeToken } from '../quota/token-bucket';
import { db } from './db';

/** A user's quota document as read, with the update time a write must match. */
export interface QuotaRead {
  readonly uid: string;
  readonly doc: QuotaDoc;
  /** Null when the document does not exist yet. */
  readonly readAt: Timestamp | null;
}

/** Reads `uid`'s quota document. */
export const readQuota = async (uid: string): Promise<QuotaRead> => {
  const snapshot = await db().doc(quotaPath(uid)).get();
  return snapshot.exists
    ? { uid, doc: snapshot.data() as QuotaDoc, readAt: snapshot.updateTime! }
    : { uid, doc: {}, readAt: null };
};

/** The quota document with one `kind` token spent at `now`; a refusal when none is left. */
export const spent = (read: QuotaRead, kind: QuotaKind, now: number): QuotaDoc => {
  const taken = takeToken(read.doc[kind], RATES[kind], now);
  if (!taken.ok) throw new Refusal(rateRefusal(kind, taken.waitMs));
  return { ...read.doc, [kind]: taken.bucket };
};

/** Adds the spent quota to `batch`, over the version read. */
export const addQuotaWrite = (batch: WriteBatch, read: QuotaRead, doc: QuotaDoc): void => {
  const ref = db().doc(quotaPath(read.uid));
  if (read.readAt === null) batch.create(ref, doc);
  else batch.update(ref, { ...doc }, { lastUpdateTime: read.readAt });
};

/** Refuses when `uid` already hosts MAX_OPEN_TABLES tables in the lobby or playing that they are
 * still a member of (a table everyone left does not count against its last host). */
export const checkOpenTables = async (uid: string): Promise<void> => {
  const open = await db()
    .collection(COLLECTIONS.rooms)
    .where('hostUid', '==', uid)
    .where('memberUids', 'array-contains', uid)
    .where('status', 'in', ['lobby', 'playing'])
    .count()
    .get();
  if (open.data().count >= MAX_OPEN_TABLES) throw new Refusal(openTablesRefusal());
};
