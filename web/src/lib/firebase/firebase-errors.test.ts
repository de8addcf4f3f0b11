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
    // As the SDKs throw them: Auth's failed fetch, a callable with no answer (its failed fetch is
    // internal) or none in time, Firestore with no connection.
    for (const [code, message] of [
      ['auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'],
      ['functions/internal', 'internal [0]'],
      ['functions/unavailable', 'unavailable [503]'],
      ['functions/deadline-exceeded', 'deadline-exceeded'],
      ['unavailable', 'Failed to get document because the client is offline.'],
      ['deadline-exceeded', 'Deadline expired before operation could complete.'],
    ])
      expect(toClientError({ code, message }).message).toBe(
        'Can’t reach the game server. Check your connection and try again.',
      );
  });

  it('keeps the server’s own words when it answered that it could not finish', () => {
    const message = 'The server could not finish that: please try again';
    expect(toClientError({ code: 'functions/unavailable', message: `${message} [503]` })).toEqual(
      new GameClientError('client/unknown', message),
    );
  });

  it('says the same of a request the browser could not send, but not of any other TypeError', () => {
    for (const message of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Failed to fetch dynamically imported module: http://localhost/assets/firebase-session.js',
    ])
      expect(toClientError(new TypeError(message)).code).toBe('client/unreachable');
    expect(toClientError(new TypeError('Cannot read properties of undefined'))).toEqual(
      new GameClientError('client/unknown', 'Cannot read properties of undefined'),
    );
  });

  it('keeps the server’s words for a refusal with the status of a lost call', () => {
    const error = toClientError({
      code: 'functions/unavailable',
      message: 'No key came with that deal: try again [503]',
      details: { code: 'room/no-deal-key' },
    });
    expect(error).toEqual(new GameClientError('room/no-deal-key', 'No key came with that deal: try again'));
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
