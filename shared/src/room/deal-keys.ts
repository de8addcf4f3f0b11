// Online games deal each hand from a key the server draws for that deal. Every change that may
// deal (a move, the AI's move, a timeout claim, leaving, the start) brings one; the room hands it to the
// game before any action runs and takes it out again if no deal used it, so the stored game holds
// exactly the keys of the deals it made. One change deals at most once (a redeal or the next
// hand), so one key is always enough. Seeded games (offline) need none and ignore one.

import { err, isDealKey, ok, withDealKey, withoutSpareKey } from '../engine';
import type { Result } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import type { GameRoom } from './room';
import { settle } from './table';

/** What a change that may deal brings: the server's key for the next deal (64 hex digits). */
export interface DealKeyRequest {
  readonly dealKey?: string;
}

/** The room ready to deal: its keyed game holding `dealKey` for its next deal, or why it cannot. */
export const armedRoom = (room: GameRoom, dealKey: string | undefined): Result<GameRoom, RoomError> => {
  const { game } = room;
  if (game.dealing.kind === 'seeded' || game.dealing.next !== null) return ok(room);
  if (!isDealKey(dealKey))
    return err(roomError('room/no-deal-key', 'The table cannot deal the next hand right now: try again'));
  return ok({ ...room, game: withDealKey(game, dealKey) });
};

/** An armed room after its change: settled at `now` (the follow-ups run, dealing with the key the
 * game holds), its game keeping the keys of the deals it made and no other. */
export const settledChange = (room: GameRoom, now: number): GameRoom => {
  const settled = settle(room, now);
  return { ...settled, game: withoutSpareKey(settled.game) };
};
