import { createRoomFromGame as fromGame, decodeGame } from '@texas42/shared';
import type { CreateRoomFromGameRequest, GameRecord } from '@texas42/shared';
import { roomCallable } from '../callable';
import { freshDealKey } from '../deal-keys';
import { Refusal } from '../errors';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** The game a request carries, its replay link decoded (a damaged or endless link is the caller's
 * error, refused before more than MAX_GAME_ACTIONS actions are replayed). */
const recordIn = (request: CreateRoomFromGameRequest): GameRecord => {
  if (!('link' in request)) return request.record;
  const decoded = decodeGame(request.link);
  if (decoded.ok) return decoded.value;
  throw new Refusal(
    decoded.error.code === 'codec/too-long'
      ? { code: 'payload/too-large', message: 'That game is too long' }
      : { code: 'payload/game', message: 'That replay link is damaged' },
  );
};

/** createRoomFromGame: an offline game, replayed to check it, becomes a room that goes on from its
 * score with a fresh deal from a server key; the caller sits in `seat`. */
export const createRoomFromGame = roomCallable('createRoomFromGame', async (uid, request) => {
  const record = recordIn(request);
  const room = await createRoomWithInvite(uid, (id, seed) =>
    fromGame({
      id,
      uid,
      name: request.name,
      seed,
      seat: request.seat ?? 0,
      record,
      dealKey: freshDealKey(),
      now: Date.now(),
    }),
  );
  return afterCommitWithCode(room);
});
