// Room and payload errors are values `{ code, message }` with a namespaced code (`room/stale`,
// `payload/seat`). This is the one place they become the HttpsError a client sees: the status
// follows the code, the player's message and the code pass through, and nothing is `internal`:
// an unexpected exception is logged and answered with a generic `unavailable`. (Only
// firebase-functions itself answers `internal`, for a payload it fails to decode before any
// handler runs: see the README.)
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import type { FunctionsErrorCode } from 'firebase-functions/https';
import type { RoomErrorCode } from '@texas42/shared';

/** An error returned as a value by the room layer, a payload parser or the server itself. */
export interface DomainError {
  readonly code: string;
  readonly message: string;
  /** The engine's refusal behind a `room/illegal`. */
  readonly rule?: { readonly code: string };
}

/** The server's own codes, beside the room layer's. */
const SERVER_ERROR_CODES = {
  notFound: 'room/not-found', // no room with that id, or no invite with that code
  unauthenticated: 'auth/signed-out', // the call carries no signed-in user
  linkGone: 'transfer/link-gone', // a seat's one-time link was used, expired, replaced or guessed
} as const;

/** Every room code's status; a new room code fails to compile until it is placed here. */
const STATUS_BY_ROOM_CODE: Readonly<Record<RoomErrorCode, FunctionsErrorCode>> = {
  'room/stale': 'aborted', // the client acted on an older version: resync and retry
  'room/illegal': 'failed-precondition', // the rules forbid the move: the engine's message says why
  'room/not-allowed': 'failed-precondition', // the table's variants forbid the move
  'room/game-over': 'failed-precondition',
  'room/not-in-lobby': 'failed-precondition',
  'room/not-playing': 'failed-precondition',
  'room/too-early': 'failed-precondition', // the turn clock has not run out
  'room/seat-taken': 'failed-precondition',
  'room/nothing-to-claim': 'failed-precondition',
  'room/not-your-seat': 'permission-denied', // acting for another seat
  'room/not-host': 'permission-denied',
  'room/not-member': 'permission-denied',
  'room/not-seated': 'permission-denied', // a watcher tried to play
  'room/system-action': 'permission-denied', // only the room runs the follow-ups
  'room/bad-request': 'invalid-argument',
  'room/invalid-setting': 'invalid-argument',
  'room/unknown-transformer': 'invalid-argument',
  'room/wrong-code': 'invalid-argument',
  'room/full': 'failed-precondition', // the table takes no more watchers
  'room/cannot-coach': 'failed-precondition', // an AI seat, or one's own
  'room/has-played': 'permission-denied', // who sat in the game may not coach in it
  'room/has-coached': 'permission-denied', // who coached in the game may not sit in it
  'room/no-request': 'failed-precondition', // that watcher is not asking to coach the caller
  'room/no-deal-key': 'unavailable', // the server brought no key for a deal: try again
  'room/no-seat-request': 'failed-precondition', // that watcher is not asking for a seat
  'room/already-seated': 'failed-precondition', // a seat moves only to a device not seated here
};

/** Codes outside the room layer's list whose status is their own. */
const STATUS_BY_CODE = new Map<string, FunctionsErrorCode>([
  ...(Object.entries(STATUS_BY_ROOM_CODE) as [string, FunctionsErrorCode][]),
  [SERVER_ERROR_CODES.notFound, 'not-found'],
  [SERVER_ERROR_CODES.linkGone, 'permission-denied'],
]);

/** Status by namespace, the part of the code before the first "/". */
const STATUS_BY_NAMESPACE = new Map<string, FunctionsErrorCode>([
  ['rule', 'failed-precondition'], // an illegal move: the engine's message says why
  ['room', 'failed-precondition'], // not allowed in the room's current state
  ['payload', 'invalid-argument'], // the request does not match its callable's shape
  ['auth', 'unauthenticated'], // no signed-in caller
  ['quota', 'resource-exhausted'], // the caller used up an allowance (quota/limits.ts): the message says when it is back
]);

/** The HttpsError status for a domain error code; unknown codes are `failed-precondition`. */
export function statusOf(code: string): FunctionsErrorCode {
  const namespace = code.split('/', 1)[0] ?? '';
  return STATUS_BY_CODE.get(code) ?? STATUS_BY_NAMESPACE.get(namespace) ?? 'failed-precondition';
}

/** The HttpsError for a domain error, with its code (and the engine's rule code) in `details`. */
export function toHttpsError(error: DomainError): HttpsError {
  const details =
    error.rule === undefined ? { code: error.code } : { code: error.code, rule: error.rule.code };
  return new HttpsError(statusOf(error.code), error.message, details);
}

/** A domain error thrown through a transaction to the callable's edge, where it becomes an HttpsError. */
export class Refusal extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

/** Firestore's "another writer got there first" (gRPC ABORTED, or FAILED_PRECONDITION on a
 * conditional write), still failing after the retries. */
const isContention = (error: unknown): boolean =>
  [9, 10].includes((error as { code?: unknown } | null)?.code as number);

/** What the client is told about anything thrown: a refusal's own status, else a logged generic one. */
export function toClientError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof Refusal) return toHttpsError(error.error);
  if (isContention(error)) return new HttpsError('aborted', 'The table is busy: please try again');
  logger.error('Unexpected error in a callable', error);
  return new HttpsError('unavailable', 'The server could not finish that: please try again');
}
