// What a player reads when a callable or a document read fails. A refusal carries its code in
// `details` (shared's `RefusalDetails`, e.g. room/stale) and the server's own message; a code this
// app does not know (an older or newer server) reads as a generic "reload" message, never a crash;
// transport failures become one plain sentence.
import { readRefusalDetails } from '@texas42/shared';
import { GameClientError } from '../game-client';

/** The error for a call that did not reach the game server: no network, or no answer in time. */
const unreachableError = (): GameClientError => new GameClientError('client/unreachable');

/** A request the browser could not send: fetch's TypeError (a callable's own is wrapped by the
 * SDK as functions/internal) or a lazily loaded part of the app that could not be fetched. */
const FAILED_FETCH =
  /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i;

/** The codes of a call that got no answer: Auth's failed fetch, Firestore with no connection, a
 * call past its deadline, and a callable whose fetch failed (the functions SDK names that one
 * internal, with no other sign). */
const LOST = /network-request-failed|unavailable|deadline-exceeded|^functions\/internal$/;

/** The functions SDK appends the HTTP status ("... [409]", "[0]" when no answer came): the player
 * does not need it. */
const withoutStatus = (message: string): string => message.replace(/ \[\d{1,3}\]$/, '');

/** True when a callable's error carries the server's own sentence (its generic "could not
 * finish" is `unavailable`), not just the SDK's name for the status, which is all it has when no
 * answer came ("internal [0]"). */
const spokenByServer = (code: string, message: unknown): boolean =>
  code.startsWith('functions/') &&
  typeof message === 'string' &&
  withoutStatus(message).toLowerCase() !== code.slice('functions/'.length);

/** The GameClientError for anything a Firebase call threw. */
export function toClientError(error: unknown): GameClientError {
  if (error instanceof GameClientError) return error;
  if (error instanceof TypeError && FAILED_FETCH.test(error.message)) return unreachableError();
  const { code, message, details } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const refusal = readRefusalDetails(details);
  if (refusal === 'unknown') return new GameClientError('client/unknown-code');
  if (refusal !== null)
    return new GameClientError(
      refusal.code,
      typeof message === 'string' && message ? withoutStatus(message) : undefined,
    );
  if (typeof code === 'string' && LOST.test(code) && !spokenByServer(code, message))
    return unreachableError();
  switch (code) {
    case 'permission-denied':
      return new GameClientError('room/not-member');
    default:
      return typeof message === 'string' && message
        ? new GameClientError('client/unknown', withoutStatus(message))
        : unreachableError();
  }
}

/** The GameClientError for a failed Google link or sign-in, in a player's words. */
export function googleError(error: unknown): GameClientError {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'auth/credential-already-in-use':
    case 'auth/email-already-in-use':
      return new GameClientError(
        'auth/google-taken',
        'That Google account is already another player’s: sign in with it from the home screen instead.',
      );
    case 'auth/provider-already-linked':
      return new GameClientError('auth/google-linked', 'This player is already linked to a Google account.');
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return new GameClientError('auth/google-cancelled', 'Google sign-in was closed before it finished.');
    case 'auth/popup-blocked':
      return new GameClientError(
        'auth/google-blocked',
        'The browser blocked the Google window: allow pop-ups and try again.',
      );
    default:
      return toClientError(error);
  }
}
