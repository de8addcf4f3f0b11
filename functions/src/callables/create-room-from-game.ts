import { newRoom } from '@texas42/shared';
import { roomCallable } from '../callable';
import { freshDealKey } from '../deal-keys';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** createRoomFromGame: an offline game, replayed to check it, becomes a room that goes on from its
 * score with a fresh deal from a server key; the caller sits in `seat`. */
export const createRoomFromGame = roomCallable('createRoomFromGame', async (uid, request) => {
  const room = await createRoomWithInvite(uid, (id, seed) =>
    newRoom('createRoomFromGame', uid, request, { id, seed, now: Date.now(), dealKey: freshDealKey() }),
  );
  return afterCommitWithCode(room);
});
