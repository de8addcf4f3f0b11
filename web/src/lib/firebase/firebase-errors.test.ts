import { describe, expect, it } from 'vitest';
import { ERROR_WORDS } from '../error-words';
import { GameClientError } from '../game-client';
import { googleError, toClientError } from './firebase-errors';

describe('what a player reads when a Firebase call fails', () => {
  it('passes the room’s own message and code through, without the HTTP status', () => {
    const error = toClientError({
      code: 'functions/aborted',
      message: 'The table has changed since you looked: try again [409]',
      details: { code: 'room/stale' },
    });
    expect(error).toEqual(
      new GameClientError('room/stale', 'The table has changed since you looked: try again'),
    );
    expect(error.code).toBe('room/stale');
  });

  it('reads the typed code of every kind of refusal: rules, requests, quotas, the server', () => {
    const refused = (code: string, message: string) =>
      toClientError({ code: 'functions/failed-precondition', message, details: { code } });
    expect(refused('room/illegal', 'You must follow sixes')).toEqual(
      new GameClientError('room/illegal', 'You must follow sixes'),
    );
    expect(refused('payload/seat', 'Choose a seat').code).toBe('payload/seat');
    expect(refused('quota/creates', 'Try again in 3 minutes').code).toBe('quota/creates');
    expect(refused('auth/signed-out', 'Sign in to play.').code).toBe('auth/signed-out');
    expect(refused('server/busy', '').message).toBe(ERROR_WORDS['server/busy']);
  });

  it('answers a code from an older or newer server with a generic message, and never throws', () => {
    for (const details of [{ code: 'room/seat-moved' }, { code: 42 }, 'room/stale', [], { rule: 'x' }]) {
      const error = toClientError({ code: 'functions/failed-precondition', message: 'Moved [400]', details });
      expect(error.code).toBe('client/unknown-code');
      expect(error.message).toBe(ERROR_WORDS['client/unknown-code']);
    }
  });

  it('says plainly when the server cannot be reached', () => {
    for (const code of [
      'auth/network-request-failed',
      'functions/unavailable',
      'unavailable',
      'functions/internal',
    ])
      expect(toClientError({ code, message: 'x' }).message).toBe(
        'Can’t reach the game server. Check your connection and try again.',
      );
  });

  it('tells a non-member they are not at the table', () => {
    expect(
      toClientError({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }).code,
    ).toBe('room/not-member');
  });

  it('keeps the message of any other failure, and says something plain for one without', () => {
    expect(toClientError({ code: 'cancelled', message: 'The call was cancelled' })).toEqual(
      new GameClientError('client/unknown', 'The call was cancelled'),
    );
    for (const thrown of [null, undefined, 'boom', 7, {}])
      expect(toClientError(thrown).message).toMatch(/\w/);
  });

  it('says in words why linking or signing in with Google failed', () => {
    expect(googleError({ code: 'auth/credential-already-in-use', message: 'Firebase: Error' }).message).toBe(
      'That Google account is already another player’s: sign in with it from the home screen instead.',
    );
    expect(googleError({ code: 'auth/popup-closed-by-user' }).code).toBe('auth/google-cancelled');
    expect(googleError({ code: 'auth/network-request-failed' }).code).toBe('client/unreachable');
  });
});
