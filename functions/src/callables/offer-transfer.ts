import { roomAfter, roomStatePath } from '@texas42/shared';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { Refusal } from '../errors';
import { db } from '../store/db';
import { decodeState, notFound } from '../store/stored-state';
import { offerTransferLink } from '../store/transfer-links';

/** offerTransfer: a seated caller gets a one-time link that moves their seat to the device that
 * opens it. The room service says whether the caller may (the room does not change); the link is
 * the server's own secret, kept apart from the room. */
export const offerTransfer = roomCallable('offerTransfer', async (uid, request) => {
  const snapshot = await db().doc(roomStatePath(request.roomId)).get();
  if (!snapshot.exists) throw notFound();
  const { room } = decodeState(snapshot.data());
  const allowed = roomAfter('offerTransfer', room, uid, request, {
    now: Date.now(),
    strategy: serverStrategy,
  });
  if (!allowed.ok) throw new Refusal(allowed.error);
  return offerTransferLink(uid, room.id, Date.now());
});
