// Format 1 is every room stored before formats had numbers: those documents carried no `format`
// at all (fixtures/*.v1.json), so a room without one is read as format 1, and only in its shape.
// The oldest of them predate keyed deals, the game log grown deal by deal, and coaching by
// consent: their game holds its seed and PRNG state at the top (`seed`, `rng`) and its log as one
// array of actions per deal, and their watchers coach without having asked. Later unnumbered
// rooms already have format 2's parts; each old part is brought up to format 2 on its own, and the
// game is rebuilt by replaying its seed and actions, so it plays on exactly as before.

import { replay } from '../../engine';
import type { Action, Settings } from '../../engine';
import type { Result } from '../../engine';
import { err, ok } from '../../engine';
import { isFields, strayField } from './fields';
import type { Fields } from './fields';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** The fields of a room stored before coaching needed consent. */
const ROOM_BEFORE_CONSENT = [
  'id',
  'code',
  'hostUid',
  'seats',
  'watchers',
  'settings',
  'transformers',
  'turnTimeLimit',
  'status',
  'game',
  'turnDeadline',
  'result',
  'version',
];

/** The fields of the last unnumbered rooms, stored once coaching needed consent. */
const ROOM_WITH_CONSENT = [...ROOM_BEFORE_CONSENT, 'satInGame', 'coachedInGame'];

/** The fields of a watcher stored before coaching needed consent. */
const WATCHER_BEFORE_CONSENT = ['uid', 'name', 'coaching'];

/** The fields of a game stored before deals were keyed. */
const SEEDED_GAME = [
  'settings',
  'seed',
  'rng',
  'phase',
  'handNumber',
  'shaker',
  'turn',
  'hands',
  'bids',
  'contract',
  'trump',
  'declarer',
  'sittingOut',
  'trick',
  'tricks',
  'points',
  'agreed',
  'outcome',
  'marks',
  'gamePoints',
  'winner',
  'log',
];

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

/** The game in today's shape: as it is when it has its `dealing` (its shape is checked after),
 * else rebuilt from its seed. */
const upgradedGame = (game: unknown): Result<unknown, FormatError> => {
  if (game === null || (isFields(game) && game.dealing !== undefined)) return ok(game);
  if (!isFields(game) || !isSeededHandLog(game)) return err(damaged('its game has neither deals nor a seed'));
  const stray = strayField(game, SEEDED_GAME, 'game.');
  if (stray) return err(stray);
  const rebuilt = replay({ settings: game.settings, seed: game.seed }, game.log.flat());
  return rebuilt.ok ? ok(rebuilt.value) : err(damaged(`its game does not replay (${rebuilt.error.message})`));
};

/** A room stored before coaching needed consent: its coaches become plain spectators (nobody
 * accepted them) and nobody is on record as having sat or coached in its game. */
const withAudience = (room: Fields): Result<Fields, FormatError> => {
  if (room.satInGame !== undefined || !Array.isArray(room.watchers) || !Array.isArray(room.seats))
    return ok(room);
  const watchers: unknown[] = room.watchers;
  const seats: unknown[] = room.seats;
  const stray = watchers
    .map((w, index) => (isFields(w) ? strayField(w, WATCHER_BEFORE_CONSENT, `watchers.${index}.`) : null))
    .find((problem) => problem !== null);
  if (stray) return err(stray);
  return ok({
    ...room,
    watchers: watchers.map((w) =>
      isFields(w) ? { uid: w.uid, name: w.name, coaching: null, asking: null } : w,
    ),
    satInGame: seats
      .flatMap((slot) => (isFields(slot) ? [slot.uid, slot.formerUid] : []))
      .filter((uid) => uid != null),
    coachedInGame: watchers.flatMap((w) => (isFields(w) && w.coaching != null ? [w.uid] : [])),
  });
};

/** A room of format 1 brought up to format 2 (its shape is checked after), or why it holds a
 * field no unnumbered room had. */
export const fromFormat1 = (stored: unknown): Result<unknown, FormatError> => {
  if (!isFields(stored)) return err(damaged('it is not a table'));
  const stray = strayField(stored, stored.satInGame === undefined ? ROOM_BEFORE_CONSENT : ROOM_WITH_CONSENT);
  if (stray) return err(stray);
  const game = upgradedGame(stored.game);
  return game.ok ? withAudience({ ...stored, game: game.value }) : game;
};
