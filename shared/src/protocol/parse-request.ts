// The edge every request passes before it reaches a room: plain data first (no prototype keys, no
// objects of other classes, nothing nested deeper than an honest request), then no field bigger
// than an honest request, then the callable's schema. The first problem found is the refusal, as
// a `payload/<field>` code and the field's message.

import * as v from 'valibot';
import { MAX_GAME_ACTIONS, err, ok } from '../engine';
import type { Action, Seat } from '../engine';
import type { CallableName } from './callables';
import { FIELDS } from './field-schemas';
import type { PayloadError, Parsed } from './payload-errors';
import { plainDataProblem } from './plain-data';
import { REQUEST_SCHEMAS } from './request-schemas';
import type { RequestName } from './request-schemas';
import type { CallableRequests } from './requests';

/** The largest configureRoom changes accepted, as JSON characters. */
const MAX_CHANGES_SIZE = 4_000;
/** The largest game record accepted, as JSON characters. */
const MAX_RECORD_SIZE = 100 * MAX_GAME_ACTIONS;

/** A game longer than any honest one, sent as a record or as a replay link. */
export const GAME_TOO_LONG: PayloadError = { code: 'payload/too-large', message: 'That game is too long' };
/** A replay link that does not read as a game. */
export const DAMAGED_LINK: PayloadError = FIELDS.link;

/** The size of a value as JSON (plain data, so it always has one). */
const jsonSize = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

/** Why a field of `payload` is bigger than any honest request, or null. */
const oversized = (payload: Readonly<Record<string, unknown>>): PayloadError | null => {
  const { changes, record } = payload;
  if (changes !== undefined && jsonSize(changes) > MAX_CHANGES_SIZE)
    return { code: 'payload/too-large', message: 'The request is too large' };
  const actions = (record as { actions?: unknown } | undefined)?.actions;
  if (
    record !== undefined &&
    (jsonSize(record) > MAX_RECORD_SIZE || (Array.isArray(actions) && actions.length > MAX_GAME_ACTIONS))
  )
    return GAME_TOO_LONG;
  return null;
};

const isField = (key: unknown): key is keyof typeof FIELDS =>
  typeof key === 'string' && Object.hasOwn(FIELDS, key);

/** The refusal for the first problem a request schema found. */
const refusalOf = (issue: v.BaseIssue<unknown>): PayloadError => {
  const path = issue.path ?? [];
  const key: unknown = path[0]?.key;
  const aboutKey = path.length === 1 && path[0]!.origin === 'key';
  if (aboutKey && issue.expected === 'never')
    return {
      code: 'payload/unknown-field',
      message: `Unexpected field "${String(key).slice(0, 40)}" in the request`,
    };
  if (!isField(key)) return { code: 'payload/not-an-object', message: 'The request is not understood' };
  // A missing field is reported by the request's object, in valibot's words: use the field's.
  return { code: FIELDS[key].code, message: aboutKey ? FIELDS[key].message : issue.message };
};

/** The payload of callable `name`, checked and rebuilt, or why it was refused. */
export const parseRequest = <N extends RequestName>(name: N, data: unknown): Parsed<CallableRequests[N]> => {
  const problem = plainDataProblem(data) ?? oversized(data as Record<string, unknown>);
  if (problem !== null) return err(problem);
  const parsed = v.safeParse(REQUEST_SCHEMAS[name], data, { abortEarly: true });
  return parsed.success ? ok(parsed.output as CallableRequests[N]) : err(refusalOf(parsed.issues[0]));
};

/** The callables that make a move at the table. */
export const MOVE_CALLABLES = [
  'placeBet',
  'selectTrump',
  'playDomino',
  'agree',
] as const satisfies readonly CallableName[];

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
