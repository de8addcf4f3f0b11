import { describe, expect, it } from 'vitest';
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

  it('says plainly when the server cannot be reached', () => {
    for (const code of ['auth/network-request-failed', 'functions/unavailable', 'unavailable'])
      expect(toClientError({ code, message: 'x' }).message).toBe(
        'Can’t reach the game server. Check your connection and try again.',
      );
  });

  it('tells a non-member they are not at the table', () => {
    expect(
      toClientError({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }).code,
    ).toBe('room/not-member');
  });

  it('says in words why linking or signing in with Google failed', () => {
    expect(googleError({ code: 'auth/credential-already-in-use', message: 'Firebase: Error' }).message).toBe(
      'That Google account is already another player’s: sign in with it from the home screen instead.',
    );
    expect(googleError({ code: 'auth/popup-closed-by-user' }).code).toBe('auth/google-cancelled');
    expect(googleError({ code: 'auth/network-request-failed' }).code).toBe('client/unreachable');
  });
});
