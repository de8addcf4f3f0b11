// One hand-written parser per callable, in a table keyed by callable name. Each checks the
// payload's shape and sizes and rebuilds it field by field; the room layer then judges the values
// against the table (whose turn, which bids are legal, which settings exist).

import {
  AGREEMENTS,
  BID_KINDS,
  DOMINO_COUNT,
  MAX_GAME_ACTIONS,
  PRESETS,
  TRUMPS,
  isSeat,
  ok,
} from '../engine';
import type { Action, PresetName, Seat } from '../engine';
import type { GameRecord } from '../codec';
import { MAX_NAME_LENGTH, isInviteCode, normalizeCode, parseAction } from '../room';
import type { Joining, TableChanges } from '../room';
import type { CallableName } from './callables';
import {
  boundedCopy,
  fieldsOf,
  isRecord,
  jsonSize,
  oneOf,
  refuse,
  roomIdOf,
  versionOf,
  wholeIn,
} from './fields';
import type { Parsed } from './fields';
import type { BetChoice, CallableRequests, RoomTarget } from './requests';

/** The longest replay link accepted, in characters. */
export const MAX_LINK_LENGTH = 4_000;
/** The largest configureRoom changes accepted, as JSON characters. */
const MAX_CHANGES_SIZE = 4_000;
/** The largest game record accepted, as JSON characters. */
const MAX_RECORD_SIZE = 100 * MAX_GAME_ACTIONS;

const seatOf = (value: unknown): Parsed<Seat> =>
  isSeat(value) ? ok(value) : refuse('payload/seat', 'A seat is 0, 1, 2 or 3');

/** Two different seats. */
const seatPairOf = (value: unknown): Parsed<readonly [Seat, Seat]> =>
  Array.isArray(value) && value.length === 2 && isSeat(value[0]) && isSeat(value[1]) && value[0] !== value[1]
    ? ok([value[0], value[1]] as const)
    : refuse('payload/seats', 'Pick two different seats');

const nameOf = (value: unknown): Parsed<string> => {
  const trimmed = typeof value === 'string' && value.length <= 4 * MAX_NAME_LENGTH ? value.trim() : '';
  return trimmed.length >= 1 && trimmed.length <= MAX_NAME_LENGTH
    ? ok(trimmed)
    : refuse('payload/name', `Please enter a name of 1 to ${MAX_NAME_LENGTH} characters`);
};

const codeOf = (value: unknown): Parsed<string> => {
  const code = typeof value === 'string' && value.length <= 32 ? normalizeCode(value) : '';
  return isInviteCode(code) ? ok(code) : refuse('payload/code', 'An invite code is 6 letters and digits');
};

const joiningOf = (value: unknown): Parsed<Joining | undefined> => {
  if (value === undefined || value === 'sit' || value === 'watch') return ok(value);
  if (isRecord(value) && Object.keys(value).length === 1 && isSeat(value.coach))
    return ok({ coach: value.coach });
  return refuse('payload/joining', 'Join to sit, to watch, or to coach a seat');
};

/** Parses `fields` of a payload in order, stopping at the first refusal. */
const build = <T>(
  data: unknown,
  parsers: { readonly [K in keyof T]-?: (value: unknown) => Parsed<T[K]> },
): Parsed<T> => {
  const fields = fieldsOf(data, Object.keys(parsers));
  if (!fields.ok) return fields;
  const built: Record<string, unknown> = {};
  for (const [key, parse] of Object.entries(parsers) as [string, (value: unknown) => Parsed<unknown>][]) {
    const parsed = parse(fields.value[key]);
    if (!parsed.ok) return parsed;
    if (parsed.value !== undefined) built[key] = parsed.value;
  }
  return ok(built as T);
};

const optional =
  <T>(parse: (value: unknown) => Parsed<T>) =>
  (value: unknown): Parsed<T | undefined> =>
    value === undefined ? ok(undefined) : parse(value);

const target = { roomId: roomIdOf, version: versionOf } as const;
const move = { ...target, seat: optional(seatOf) } as const;

const betOf = (value: unknown): Parsed<BetChoice> => {
  if (value === 'pass') return ok('pass');
  const bid = isRecord(value) && Object.keys(value).length === 2 ? value : {};
  const kind = oneOf(bid.kind, BID_KINDS, 'payload/bid', 'A bid is points or marks, or a pass');
  if (!kind.ok) return kind;
  const points = wholeIn(bid.value, 1, 42, 'payload/bid', 'A bid is 30 to 41 points, or a number of marks');
  return points.ok ? ok({ kind: kind.value, value: points.value }) : points;
};

const changesOf = (value: unknown): Parsed<TableChanges> => {
  if (!isRecord(value)) return refuse('payload/changes', 'Send the rule changes as named values');
  const extra = Object.keys(value).find(
    (key) => !['preset', 'settings', 'transformers', 'turnTimeLimit'].includes(key),
  );
  if (extra !== undefined)
    return refuse('payload/changes', `There is no table option "${extra.slice(0, 40)}"`);
  const { preset, settings, transformers, turnTimeLimit } = value;
  if (preset !== undefined && typeof preset !== 'string')
    return refuse('payload/changes', 'A preset is named');
  if (settings !== undefined && !isRecord(settings))
    return refuse('payload/changes', 'Rule settings come as named values');
  if (transformers !== undefined && !Array.isArray(transformers))
    return refuse('payload/changes', 'Rule variants come as a list');
  if (turnTimeLimit !== undefined && turnTimeLimit !== null && typeof turnTimeLimit !== 'number')
    return refuse('payload/changes', 'The turn clock is a number of milliseconds, or off');
  return boundedCopy(value, MAX_CHANGES_SIZE) as Parsed<TableChanges>;
};

const recordOf = (value: unknown): Parsed<GameRecord> => {
  const bad = refuse('payload/game', 'That game record is damaged');
  if (jsonSize(value) > MAX_RECORD_SIZE) return refuse('payload/too-large', 'That game is too long');
  if (!isRecord(value) || !isRecord(value.settings) || !Array.isArray(value.actions)) return bad;
  if (!Number.isInteger(value.seed) || (value.seed as number) !== ((value.seed as number) | 0)) return bad;
  if (value.actions.length > MAX_GAME_ACTIONS) return refuse('payload/too-large', 'That game is too long');
  const actions: Action[] = [];
  for (const raw of value.actions) {
    const action = parseAction(raw);
    if (action === null) return bad;
    actions.push(action);
  }
  const settings = boundedCopy(value.settings, MAX_CHANGES_SIZE);
  if (!settings.ok) return settings;
  return ok({ settings: settings.value as GameRecord['settings'], seed: value.seed as number, actions });
};

const linkOf = (value: unknown): Parsed<string> =>
  typeof value === 'string' && value.length >= 1 && value.length <= MAX_LINK_LENGTH
    ? ok(value)
    : refuse('payload/game', 'That replay link is damaged');

// --- The audience's callables (answerCoach, removeWatcher), kept in their own block. ---

/** The longest uid Firebase Auth issues. */
const MAX_UID_LENGTH = 128;

/** A member's uid, as Firebase Auth issues them: 1..128 characters, a usable path segment. */
const uidOf = (value: unknown): Parsed<string> =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= MAX_UID_LENGTH &&
  !value.includes('/') &&
  value.trim() === value &&
  value !== '.' &&
  value !== '..'
    ? ok(value)
    : refuse('payload/uid', 'That is not someone at this table');

const acceptOf = (value: unknown): Parsed<boolean> =>
  typeof value === 'boolean' ? ok(value) : refuse('payload/accept', 'Answer the coach with yes or no');

/** The parsers of the audience's callables. */
const AUDIENCE_PARSERS: {
  readonly [N in 'answerCoach' | 'removeWatcher']: (data: unknown) => Parsed<CallableRequests[N]>;
} = {
  answerCoach: (data) => build(data, { ...target, uid: uidOf, accept: acceptOf }),
  removeWatcher: (data) => build(data, { ...target, uid: uidOf }),
};

// --- End of the audience's block. ---

/** Every callable's parser: the payload, checked and rebuilt, or a `payload/...` refusal. */
export const REQUEST_PARSERS: {
  readonly [N in CallableName]: (data: unknown) => Parsed<CallableRequests[N]>;
} = {
  createRoom: (data) =>
    build(data, {
      name: nameOf,
      preset: optional((value) =>
        oneOf(
          value,
          Object.keys(PRESETS) as PresetName[],
          'payload/preset',
          'Pick house or tournament rules',
        ),
      ),
    }),
  joinRoom: (data) => build(data, { code: codeOf, name: nameOf, joining: joiningOf }),
  leaveRoom: (data) => build<RoomTarget>(data, target),
  takeSeat: (data) => build(data, { ...target, seat: seatOf }),
  swapSeats: (data) => build(data, { ...target, seats: seatPairOf }),
  configureRoom: (data) => build(data, { ...target, changes: changesOf }),
  startGame: (data) => build<RoomTarget>(data, target),
  placeBet: (data) => build(data, { ...move, bid: betOf }),
  selectTrump: (data) =>
    build(data, { ...move, trump: (v) => oneOf(v, TRUMPS, 'payload/trump', 'That is not a trump') }),
  playDomino: (data) =>
    build(data, {
      ...move,
      domino: (v) => wholeIn(v, 0, DOMINO_COUNT - 1, 'payload/domino', 'That is not a domino'),
    }),
  agree: (data) =>
    build(data, {
      ...move,
      to: (v) => oneOf(v, AGREEMENTS, 'payload/agreement', 'Agree to collect the trick or score the hand'),
    }),
  claimTimeout: (data) => build<RoomTarget>(data, target),
  createRoomFromGame: (data) => {
    const fields = fieldsOf(data, ['name', 'seat', 'link', 'record']);
    if (!fields.ok) return fields;
    const { link, record } = fields.value;
    if ((link === undefined) === (record === undefined))
      return refuse('payload/game', 'Send the game as a replay link or as a record');
    const head = build<{ name: string; seat?: Seat }>(
      { name: fields.value.name, seat: fields.value.seat },
      { name: nameOf, seat: optional(seatOf) },
    );
    if (!head.ok) return head;
    const game = link !== undefined ? linkOf(link) : recordOf(record);
    if (!game.ok) return game;
    return ok(
      link !== undefined
        ? { ...head.value, link: game.value as string }
        : { ...head.value, record: game.value as GameRecord },
    );
  },
  ...AUDIENCE_PARSERS,
};

/** The payload of callable `name`, checked and rebuilt, or why it was refused. */
export const parseRequest = <N extends CallableName>(name: N, data: unknown): Parsed<CallableRequests[N]> =>
  REQUEST_PARSERS[name](data);

/** The callables that make a move at the table. */
export const MOVE_CALLABLES = ['placeBet', 'selectTrump', 'playDomino', 'agree'] as const;

/** One of `MOVE_CALLABLES`. */
export type MoveCallable = (typeof MOVE_CALLABLES)[number];

/** The engine action a parsed move request makes for `seat` (the request's seat, else the caller's). */
export const moveAction = <N extends MoveCallable>(
  name: N,
  request: CallableRequests[N],
  seat: Seat,
): Action => {
  const move: unknown = request;
  switch (name) {
    case 'placeBet': {
      const bid = (move as CallableRequests['placeBet']).bid;
      return bid === 'pass'
        ? { type: 'pass', seat }
        : { type: 'bid', seat, kind: bid.kind, value: bid.value };
    }
    case 'selectTrump':
      return { type: 'select-trump', seat, trump: (move as CallableRequests['selectTrump']).trump };
    case 'playDomino':
      return { type: 'play', seat, domino: (move as CallableRequests['playDomino']).domino };
    default:
      return { type: 'agree', seat, to: (move as CallableRequests['agree']).to };
  }
};
