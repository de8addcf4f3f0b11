import { describe, expect, it } from 'vitest';
import { GameClientError } from '../game-client';
import { toClientError } from './firebase-errors';

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
});
