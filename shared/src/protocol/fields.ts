// Field checks for callable payloads. A client is untrusted: every field is checked for type and
// size here, before a transaction starts, and the checked value is rebuilt from scratch so nothing
// the client added rides along. Messages are for players; codes are `payload/<field>`.

import { err, ok } from '../engine';
import type { Result } from '../engine';

/** Why a payload was refused before it reached the room (functions/ maps these to invalid-argument). */
export const PAYLOAD_ERROR_CODES = [
  'payload/not-an-object', // the payload is not a plain object
  'payload/unknown-field', // a field the callable does not take
  'payload/too-large', // the payload is bigger than any honest request
  'payload/room-id', // missing or malformed room id
  'payload/version', // the version is not a whole number
  'payload/name', // missing, empty or overlong display name
  'payload/code', // not an invite code
  'payload/joining', // not sit, watch or { coach: seat }
  'payload/preset', // not a preset name
  'payload/seat', // not a seat 0..3
  'payload/seats', // not two different seats
  'payload/changes', // configureRoom's changes are not shaped as table changes
  'payload/bid', // not a bid { kind, value } or 'pass'
  'payload/trump', // not a trump declaration
  'payload/domino', // not a domino id 0..27
  'payload/agreement', // not complete-trick or score-hand
  'payload/game', // createRoomFromGame got neither a replay link nor a game record
  'payload/uid', // not a member's id (answerCoach, removeWatcher)
  'payload/accept', // answerCoach's answer is not true or false
] as const;

/** One of `PAYLOAD_ERROR_CODES`. */
export type PayloadErrorCode = (typeof PAYLOAD_ERROR_CODES)[number];

/** A refused payload: a stable code and a message a player understands. */
export interface PayloadError {
  readonly code: PayloadErrorCode;
  readonly message: string;
}

/** A parsed field or payload, or why it was refused. */
export type Parsed<T> = Result<T, PayloadError>;

/** A refusal. */
export const refuse = (code: PayloadErrorCode, message: string): Parsed<never> => err({ code, message });

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload as a record holding only `allowed` fields, or why not. */
export const fieldsOf = (data: unknown, allowed: readonly string[]): Parsed<Record<string, unknown>> => {
  if (!isRecord(data)) return refuse('payload/not-an-object', 'The request is not understood');
  const extra = Object.keys(data).find((key) => !allowed.includes(key));
  if (extra !== undefined)
    return refuse('payload/unknown-field', `Unexpected field "${extra.slice(0, 40)}" in the request`);
  return ok(data);
};

/** Firestore ids as this app makes them: letters, digits, - and _ (no "/", no "..", no dots). */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A room id, safe as a path segment. */
export const roomIdOf = (value: unknown): Parsed<string> =>
  typeof value === 'string' && ROOM_ID.test(value) && !/^__.*__$/.test(value)
    ? ok(value)
    : refuse('payload/room-id', 'That table does not exist');

/** The optional version the client acted on: a whole number, or undefined. */
export const versionOf = (value: unknown): Parsed<number | undefined> =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0)
    ? ok(value as number | undefined)
    : refuse('payload/version', 'The table version must be a whole number');

/** A whole number in low..high, or `code`'s refusal. */
export const wholeIn = (
  value: unknown,
  low: number,
  high: number,
  code: PayloadErrorCode,
  message: string,
): Parsed<number> =>
  Number.isInteger(value) && (value as number) >= low && (value as number) <= high
    ? ok(value as number)
    : refuse(code, message);

/** One of `options`, or `code`'s refusal. */
export const oneOf = <T extends string>(
  value: unknown,
  options: readonly T[],
  code: PayloadErrorCode,
  message: string,
): Parsed<T> => (options.includes(value as T) ? ok(value as T) : refuse(code, message));

/** The size of a value as JSON, or Infinity when it is not JSON (cycles, BigInt). */
export const jsonSize = (value: unknown): number => {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
};

/** A JSON copy of a value no bigger than `limit` characters, or the too-large refusal. */
export const boundedCopy = (value: unknown, limit: number): Parsed<unknown> => {
  const size = jsonSize(value);
  if (size > limit) return refuse('payload/too-large', 'The request is too large');
  return ok(value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
};
