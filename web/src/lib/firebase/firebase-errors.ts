// What a player reads when a callable or a document read fails. The server sends the room's own
// message and code (`details.code`, e.g. room/stale); transport failures become one plain sentence.
import { GameClientError } from '../game-client';

const OFFLINE = 'Can’t reach the game server. Check your connection and try again.';

/** The error for a call made while the phone knows it is offline: said at once, where the
 * SDK's request would otherwise hang until its timeout. */
export const offlineError = (): GameClientError => new GameClientError('client/unreachable', OFFLINE);

/** The GameClientError for anything a Firebase call threw. */
export function toClientError(error: unknown): GameClientError {
  if (error instanceof GameClientError) return error;
  const { code, message, details } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const domain = (details as { code?: unknown } | undefined)?.code;
  // The functions SDK appends the HTTP status ("... [409]"): the player does not need it.
  if (typeof domain === 'string' && typeof message === 'string')
    return new GameClientError(domain, message.replace(/ \[\d{3}\]$/, ''));
  if (typeof code === 'string' && /network-request-failed|unavailable|deadline-exceeded/.test(code))
    return offlineError();
  switch (code) {
    case 'functions/unavailable':
    case 'functions/deadline-exceeded':
    case 'functions/internal':
    case 'unavailable':
      return offlineError();
    case 'permission-denied':
      return new GameClientError('room/not-member', 'You are not at this table. Ask for the invite link.');
    default:
      return new GameClientError(
        typeof code === 'string' ? code : 'client/unknown',
        typeof message === 'string' && message ? message : OFFLINE,
      );
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
