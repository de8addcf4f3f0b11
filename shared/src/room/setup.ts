// The host's lobby work: configure the table (a preset, single rule settings, rule transformers,
// the turn clock, the AI's level), then start the game; empty seats go to the AI. The AI's level
// changes no rule, so the host may change it during a game too (not at a daily table: the day's
// results are compared with everyone's, all played against the same AI). After a game the host may start
// the next one at the same table: same seats, same rules, a fresh deal. A change that changes
// nothing returns the room as it is, so nothing is written and the version stays.

import { PRESETS, createGame, createKeyedGame, err, isDealKey, ok, sameData } from '../engine';
import type { GameState, PresetName, Result, Settings } from '../engine';
import { AI_LEVEL_CHOICES, isAiLevel } from './ai-levels';
import type { AiLevel } from './ai-levels';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { checkTransformers } from './registry';
import type { NamedTransformer } from './registry';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { seatedUids } from './room';
import type { Room } from './room';
import { startingHolders } from './seat-history';
import { dailyTableError, isDailyTable } from './short-games';
import { checkSettings } from './settings-check';
import { settle } from './table';

/** What the host may change, each part optional, every value of its type (the request's schema in
 * shared/src/protocol makes sure; the callables' and the offline host's calls are checked against
 * this by the compiler). */
export interface TableChanges {
  readonly preset?: PresetName;
  readonly settings?: Partial<Settings>;
  readonly transformers?: readonly NamedTransformer[];
  readonly turnTimeLimit?: number | null;
  readonly aiLevel?: AiLevel;
}

/** The turn clock's range: 5 seconds to an hour. */
export const TURN_LIMITS = { min: 5_000, max: 3_600_000 } as const;

/** Why only the host may do this, or null. */
const hostOnly = (room: Room, request: RoomRequest, what: string): RoomError | null =>
  room.hostUid !== request.uid ? roomError('room/not-host', `Only the host can ${what}`) : null;

/** Why only the host in the lobby may do this, or null. */
const hostInLobby = (room: Room, request: RoomRequest, what: string): RoomError | null =>
  hostOnly(room, request, what) ??
  (room.status !== 'lobby' ? roomError('room/not-in-lobby', 'The game has started: the table is set') : null);

const checkTurnLimit = (limit: number | null): Result<number | null, RoomError> =>
  limit === null || (limit >= TURN_LIMITS.min && limit <= TURN_LIMITS.max)
    ? ok(limit)
    : err(roomError('room/invalid-setting', 'The turn clock runs from 5 seconds to an hour, or is off'));

const checkAiLevel = (level: AiLevel): Result<AiLevel, RoomError> =>
  isAiLevel(level)
    ? ok(level)
    : err(roomError('room/invalid-setting', `The AI plays at one of these levels: ${AI_LEVEL_CHOICES}`));

/** The host changes the table's rules in the lobby, and the AI's level at any time but at a daily
 * table; every value is judged. A change that leaves the table as it is returns the room itself: no new version,
 * nothing to write. */
export const configureRoom = (room: Room, request: RoomRequest & TableChanges): Result<Room, RoomError> => {
  const { preset, settings, transformers, turnTimeLimit, aiLevel } = request;
  const onlyLevel = [preset, settings, transformers, turnTimeLimit].every((part) => part === undefined);
  const problem =
    requestError(room, request) ??
    (onlyLevel
      ? hostOnly(room, request, 'change the AI level')
      : hostInLobby(room, request, 'change the rules'));
  if (problem) return err(problem);
  const base = preset === undefined ? room.settings : PRESETS[preset];
  const rules = settings === undefined ? ok(base) : checkSettings(base, settings);
  if (!rules.ok) return rules;
  const variants = transformers === undefined ? ok(room.transformers) : checkTransformers(transformers);
  if (!variants.ok) return variants;
  // The day's deal is dealt only by the daily table, on the server's date: no host picks a day.
  if (transformers !== undefined && isDailyTable({ transformers: variants.value }))
    return err(dailyTableError("tap Daily deal on the home screen to play today's"));
  const limit = turnTimeLimit === undefined ? ok(room.turnTimeLimit) : checkTurnLimit(turnTimeLimit);
  if (!limit.ok) return limit;
  const level = aiLevel === undefined ? ok(room.aiLevel) : checkAiLevel(aiLevel);
  if (!level.ok) return level;
  // Everyone's day is compared in one standing: the AI plays the day's deal at one level for all.
  if (level.value !== room.aiLevel && isDailyTable(room))
    return err(dailyTableError('everyone plays it against the same AI'));
  const table = {
    settings: rules.value,
    transformers: variants.value,
    turnTimeLimit: limit.value,
    aiLevel: level.value,
  };
  const current = {
    settings: room.settings,
    transformers: room.transformers,
    turnTimeLimit: room.turnTimeLimit,
    aiLevel: room.aiLevel,
  };
  return sameData(table, current) ? ok(room) : ok(bumped({ ...room, ...table }));
};

/** Where a new game's deals come from: the server's key for the first deal (online; each later
 * change brings the key of the next), or a seed (offline). */
export type NewDeal = { readonly dealKey: string } | { readonly seed: number };

/** The new game, dealt as `deal` says, or why it cannot be. */
const firstDeal = (room: Room, deal: NewDeal): Result<GameState, RoomError> => {
  if ('dealKey' in deal)
    return isDealKey(deal.dealKey)
      ? ok(createKeyedGame(room.settings, deal.dealKey))
      : err(roomError('room/no-deal-key', 'The table cannot deal right now: try again'));
  return Number.isInteger(deal.seed)
    ? ok(createGame(room.settings, deal.seed))
    : err(roomError('room/bad-request', 'A game needs a whole-number seed'));
};

/** The host starts the game. Once a game is over the host may start another (a rematch): the
 * seats and rules stay as they are. */
export const startGame = (
  room: Room,
  request: RoomRequest & NewDeal & { readonly now: number },
): Result<Room, RoomError> => {
  const problem =
    requestError(room, request) ??
    (room.status === 'finished'
      ? hostOnly(room, request, 'start the next game')
      : hostInLobby(room, request, 'start the game'));
  if (problem) return err(problem);
  if (room.status === 'finished' && isDailyTable(room))
    return err(dailyTableError('come back tomorrow for the next deal'));
  const game = firstDeal(room, request);
  if (!game.ok) return game;
  // A new game: who sits in it and who coaches in it is counted afresh, and after a finished game
  // those the host sent away may come back (a lobby's removals hold through the first game).
  const satInGame = seatedUids(room);
  const coachedInGame = room.watchers.flatMap((w) => (w.coaching === null ? [] : [w.uid]));
  const playing: Room = {
    ...room,
    status: 'playing',
    game: game.value,
    result: null,
    satInGame,
    coachedInGame,
    removed: room.status === 'finished' ? [] : room.removed,
    seatHistory: startingHolders(game.value, room.seats),
  };
  return ok(bumped(settle(playing, request.now)));
};
