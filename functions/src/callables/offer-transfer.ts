import { roomError, roomStatePath, seatOfUid } from '@texas42/shared';
import { roomCallable } from '../callable';
import { Refusal } from '../errors';
import { db } from '../store/db';
import { decodeState, notFound } from '../store/stored-state';
import { offerTransferLink } from '../store/transfer-links';

/** offerTransfer: a seated caller gets a one-time link that moves their seat to the device that
 * opens it. The room does not change. */
export const offerTransfer = roomCallable('offerTransfer', async (uid, request) => {
  const snapshot = await db().doc(roomStatePath(request.roomId)).get();
  if (!snapshot.exists) throw notFound();
  const { room } = decodeState(snapshot.data());
  if (seatOfUid(room, uid) === null)
    throw new Refusal(
      roomError('room/not-seated', 'Only a seated player can move their seat to another phone'),
    );
  return offerTransferLink(uid, room.id, Date.now());
});
