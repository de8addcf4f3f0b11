// Format 1 is every room stored before formats had numbers. The oldest of them predate keyed
// deals, the game log grown deal by deal, and coaching by consent: their game holds its seed and
// PRNG state at the top (`seed`, `rng`) and its log as one array of actions per deal, and their
// watchers coach without having asked. Later unnumbered rooms already have today's parts; each
// old part is brought up to format 2 on its own, and the game is rebuilt by replaying its seed
// and actions, so it plays on exactly as before.

import { replay } from '../../engine';
import type { Action, Settings } from '../../engine';
import type { Result } from '../../engine';
import { err, ok } from '../../engine';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a game was stored before deals were keyed. */
interface SeededHandLogGame {
  readonly settings: Settings;
  readonly seed: number;
  readonly log: readonly (readonly Action[])[];
}

const isSeededHandLog = (game: Fields): game is Fields & SeededHandLogGame =>
  isFields(game.settings) &&
  Number.isInteger(game.seed) &&
  Array.isArray(game.log) &&
  game.log.every(Array.isArray);

/** The game in today's shape: as it is when it has its `dealing`, else rebuilt from its seed. */
const upgradedGame = (game: unknown): Result<unknown, FormatError> => {
  if (game === null || (isFields(game) && game.dealing !== undefined)) return ok(game);
  if (!isFields(game) || !isSeededHandLog(game)) return err(damaged('its game has neither deals nor a seed'));
  const rebuilt = replay({ settings: game.settings, seed: game.seed }, game.log.flat());
  return rebuilt.ok ? ok(rebuilt.value) : err(damaged(`its game does not replay (${rebuilt.error.message})`));
};

/** A room stored before coaching needed consent: its coaches become plain spectators (nobody
 * accepted them) and nobody is on record as having sat or coached in its game. */
const withAudience = (room: Fields): Fields => {
  if (room.satInGame !== undefined || !Array.isArray(room.watchers) || !Array.isArray(room.seats))
    return room;
  const watchers: unknown[] = room.watchers;
  const seats: unknown[] = room.seats;
  return {
    ...room,
    watchers: watchers.map((w) =>
      isFields(w) ? { uid: w.uid, name: w.name, coaching: null, asking: null } : w,
    ),
    satInGame: seats
      .flatMap((slot) => (isFields(slot) ? [slot.uid, slot.formerUid] : []))
      .filter((uid) => uid != null),
    coachedInGame: watchers.flatMap((w) => (isFields(w) && w.coaching != null ? [w.uid] : [])),
  };
};

/** A room of format 1 brought up to format 2 (its shape is checked after). */
export const fromFormat1 = (stored: unknown): Result<unknown, FormatError> => {
  if (!isFields(stored)) return err(damaged('it is not a table'));
  const game = upgradedGame(stored.game);
  return game.ok ? ok(withAudience({ ...stored, game: game.value })) : game;
};
