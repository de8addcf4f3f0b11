// Room and payload errors are values `{ code, message }` with a namespaced code (`room/stale`,
// `payload/seat`), one of shared's `ERROR_CODES`. This is the one place they become the HttpsError a
// client sees: the status follows the code, the player's message passes through and the code (with
// the engine's rule code behind a `room/illegal`) travels in `details`, the shape shared's
// `RefusalDetails` gives and the web reads. Nothing is `internal`: an unexpected exception is logged
// and answered with a generic `unavailable`. (Only firebase-functions itself answers `internal`,
// for a payload it fails to decode before any handler runs: see docs/security.md.)
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import type { FunctionsErrorCode } from 'firebase-functions/https';
import type { ErrorCode, RefusalDetails, RuleError } from '@texas42/shared';

/** An error returned as a value by the room layer, a payload parser or the server itself. */
export interface DomainError {
  readonly code: ErrorCode;
  readonly message: string;
  /** The engine's refusal behind a `room/illegal`. */
  readonly rule?: Pick<RuleError, 'code'>;
}

/** Every code's status. A record over `ErrorCode` with no default: a new code fails to compile
 * until it is placed here. */
const STATUS_BY_CODE: Readonly<Record<ErrorCode, FunctionsErrorCode>> = {
  'room/stale': 'aborted', // the client acted on an older version: resync and retry
  'room/illegal': 'failed-precondition', // the rules forbid the move: the engine's message says why
  'room/not-allowed': 'failed-precondition', // the table's variants forbid the move
  'room/game-over': 'failed-precondition',
  'room/not-in-lobby': 'failed-precondition',
  'room/not-playing': 'failed-precondition',
  'room/too-early': 'failed-precondition', // the turn clock has not run out
  'room/still-here': 'failed-precondition', // that player's phone checked in lately
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
  'room/daily': 'failed-precondition', // a daily table is played alone, once, and made only by playDaily
  'room/removed': 'permission-denied', // the host sent the caller away until the next game
  'room/daily-secret': 'failed-precondition', // the day's deal opens once the day is over everywhere
  // A request check: the request does not match its callable's shape.
  'payload/not-an-object': 'invalid-argument',
  'payload/unknown-field': 'invalid-argument',
  'payload/too-large': 'invalid-argument',
  'payload/room-id': 'invalid-argument',
  'payload/version': 'invalid-argument',
  'payload/name': 'invalid-argument',
  'payload/code': 'invalid-argument',
  'payload/joining': 'invalid-argument',
  'payload/preset': 'invalid-argument',
  'payload/seat': 'invalid-argument',
  'payload/seats': 'invalid-argument',
  'payload/changes': 'invalid-argument',
  'payload/bid': 'invalid-argument',
  'payload/trump': 'invalid-argument',
  'payload/domino': 'invalid-argument',
  'payload/agreement': 'invalid-argument',
  'payload/game': 'invalid-argument',
  'payload/uid': 'invalid-argument',
  'payload/accept': 'invalid-argument',
  'payload/away': 'invalid-argument',
  'payload/token': 'invalid-argument',
  'format/unknown-version': 'failed-precondition', // stored by a newer server (the server logs these itself)
  'format/damaged': 'failed-precondition',
  // The caller used up an allowance (quota/limits.ts): the message says when it is back.
  'quota/open-tables': 'resource-exhausted',
  'quota/creates': 'resource-exhausted',
  'quota/joins': 'resource-exhausted',
  'quota/away': 'resource-exhausted',
  'room/not-found': 'not-found', // no room with that id, or no invite with that code
  'auth/signed-out': 'unauthenticated', // no signed-in caller
  'transfer/link-gone': 'permission-denied', // a seat's one-time link was used, expired, replaced or guessed
  'server/busy': 'aborted', // lost contention through every retry: try again
  'daily/played': 'failed-precondition', // one result per person per day: come back tomorrow
};

/** The HttpsError status for a domain error code. */
export const statusOf = (code: ErrorCode): FunctionsErrorCode => STATUS_BY_CODE[code];

/** The HttpsError for a domain error, with its code (and the engine's rule code) in `details`. */
export function toHttpsError(error: DomainError): HttpsError {
  const details: RefusalDetails =
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
  if (isContention(error))
    return toHttpsError({ code: 'server/busy', message: 'The table is busy: please try again' });
  logger.error('Unexpected error in a callable', error);
  return new HttpsError('unavailable', 'The server could not finish that: please try again');
}
