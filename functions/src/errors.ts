// Room and engine errors are values `{ code, message }` with a namespaced code (`rule/must-follow`,
// `room/stale-version`). This is the one place they become the HttpsError a client sees: the status
// follows the code, the message and code pass through, and nothing ever becomes `internal`.
import { HttpsError } from 'firebase-functions/https';
import type { FunctionsErrorCode } from 'firebase-functions/https';

/** An error returned as a value by the room layer or the engine. */
export interface DomainError {
  readonly code: string;
  readonly message: string;
}

/** Codes whose status differs from their namespace's. */
const STATUS_BY_CODE = new Map<string, FunctionsErrorCode>([
  ['rule/malformed', 'invalid-argument'], // not a well-formed move at all
  ['room/not-found', 'not-found'], // no room with that id, or no invite with that code
  ['room/stale-version', 'aborted'], // the client acted on an older version: resync and retry
  ['room/not-member', 'permission-denied'], // the caller is not in the room
  ['room/not-host', 'permission-denied'], // only the host may do this
  ['room/not-your-seat', 'permission-denied'], // acting for another seat
]);

/** Status by namespace, the part of the code before the first "/". */
const STATUS_BY_NAMESPACE = new Map<string, FunctionsErrorCode>([
  ['rule', 'failed-precondition'], // an illegal move: the engine's message says why
  ['room', 'failed-precondition'], // not allowed in the room's current state
  ['payload', 'invalid-argument'], // the request does not match its schema
  ['auth', 'unauthenticated'], // no signed-in caller
]);

/** The HttpsError status for a domain error code; unknown codes are `failed-precondition`. */
export function statusOf(code: string): FunctionsErrorCode {
  const namespace = code.split('/', 1)[0] ?? '';
  return STATUS_BY_CODE.get(code) ?? STATUS_BY_NAMESPACE.get(namespace) ?? 'failed-precondition';
}

/** The HttpsError for a domain error, with its code in `details` for the client. */
export function toHttpsError(error: DomainError): HttpsError {
  return new HttpsError(statusOf(error.code), error.message, { code: error.code });
}
