// What a player reads when a callable or a document read fails. A refusal carries its code in
// `details` (shared's `RefusalDetails`, e.g. room/stale) and the server's own message; a code this
// app does not know (an older or newer server) reads as a generic "reload" message, never a crash;
// transport failures become one plain sentence.
import { readRefusalDetails } from '@texas42/shared';
import { GameClientError } from '../game-client';

/** The error for a call made while the phone knows it is offline: said at once, where the
 * SDK's request would otherwise hang until its timeout. */
export const offlineError = (): GameClientError => new GameClientError('client/unreachable');

/** The GameClientError for anything a Firebase call threw. */
export function toClientError(error: unknown): GameClientError {
  if (error instanceof GameClientError) return error;
  const { code, message, details } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const refusal = readRefusalDetails(details);
  if (refusal === 'unknown') return new GameClientError('client/unknown-code');
  // The functions SDK appends the HTTP status ("... [409]"): the player does not need it.
  if (refusal !== null)
    return new GameClientError(
      refusal.code,
      typeof message === 'string' && message ? message.replace(/ \[\d{3}\]$/, '') : undefined,
    );
  if (typeof code === 'string' && /network-request-failed|unavailable|deadline-exceeded/.test(code))
    return offlineError();
  switch (code) {
    case 'functions/internal':
      return offlineError();
    case 'permission-denied':
      return new GameClientError('room/not-member');
    default:
      return typeof message === 'string' && message
        ? new GameClientError('client/unknown', message)
        : offlineError();
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
