// "Continue on another phone": a seated person's one-time link. Its secret is 32 random bytes from
// node:crypto; the server keeps only their SHA-256, with the room and an expiry, in
// `transfers/{uid}` (server only; one live link per person, a new one replaces the old). Opening
// the link checks the secret in constant time, and the seat moves in the same batch that deletes
// the link, over the version read, so a link works once even when two phones race for it.

import { transferPath } from '@texas42/shared';
import type { Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Refusal } from '../errors';
import { db } from './db';

/** How long a link works: long enough to pick up the other phone and scan it. */
const TRANSFER_LIFETIME_MS = 10 * 60_000;

/** The stored half of a link. */
interface TransferDoc {
  readonly roomId: string;
  /** SHA-256 of the secret, hex. */
  readonly secretHash: string;
  /** When the link stops working, ms since the epoch. */
  readonly expiresAt: number;
}

/** A live link as read, ready to be used up. */
export interface TransferLink {
  /** Who made it: the seat that moves is theirs. */
  readonly from: string;
  readonly roomId: string;
  readonly readAt: Timestamp;
}

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** One refusal for every way a link fails, so a guess learns nothing about real links. */
const linkGone = (): Refusal =>
  new Refusal({
    code: 'transfer/link-gone',
    message: 'This link no longer works: make a new one from the table menu on your other phone',
  });

/** Makes `uid`'s link to their seat in `roomId` (replacing any earlier one) and returns its token
 * `<uid>.<secret>`, which only the caller ever sees. */
export const offerTransferLink = async (
  uid: string,
  roomId: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> => {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = now + TRANSFER_LIFETIME_MS;
  const doc: TransferDoc = { roomId, secretHash: hashOf(secret), expiresAt };
  await db().doc(transferPath(uid)).set(doc);
  return { token: `${uid}.${secret}`, expiresAt };
};

/** The live link `token` names, or the refusal "this link no longer works". */
export const readTransferLink = async (token: string, now: number): Promise<TransferLink> => {
  const dot = token.lastIndexOf('.');
  const [from, secret] = [token.slice(0, dot), token.slice(dot + 1)];
  const snapshot = await db().doc(transferPath(from)).get();
  const doc = snapshot.data() as TransferDoc | undefined;
  if (doc === undefined || doc.expiresAt <= now) throw linkGone();
  const [sent, kept] = [Buffer.from(hashOf(secret), 'hex'), Buffer.from(doc.secretHash, 'hex')];
  if (sent.length !== kept.length || !timingSafeEqual(sent, kept)) throw linkGone();
  return { from, roomId: doc.roomId, readAt: snapshot.updateTime! };
};

/** Deletes the link in `batch`, only if it is still the one read (else the batch fails and the
 * change is tried again, finding the link gone). */
export const useUpTransferLink = (batch: WriteBatch, link: TransferLink): void => {
  batch.delete(db().doc(transferPath(link.from)), { lastUpdateTime: link.readAt });
};
