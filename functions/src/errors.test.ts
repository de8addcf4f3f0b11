import { ROOM_ERROR_CODES } from '@texas42/shared';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { Refusal, statusOf, toClientError, toHttpsError } from './errors';

vi.mock('firebase-functions', () => ({ logger: { error: vi.fn() } }));

describe('toHttpsError', () => {
  it("turns an illegal move into failed-precondition with the engine's message and codes", () => {
    const error = toHttpsError({
      code: 'room/illegal',
      message: 'You must follow sixes',
      rule: { code: 'rule/must-follow' },
    });
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('You must follow sixes');
    expect(error.details).toEqual({ code: 'room/illegal', rule: 'rule/must-follow' });
  });

  it('maps each kind of room error to its status', () => {
    expect(statusOf('room/stale')).toBe('aborted');
    for (const code of [
      'room/not-your-seat',
      'room/not-host',
      'room/not-member',
      'room/not-seated',
      'room/system-action',
    ])
      expect(statusOf(code), code).toBe('permission-denied');
    for (const code of [
      'room/bad-request',
      'room/invalid-setting',
      'room/unknown-transformer',
      'room/wrong-code',
    ])
      expect(statusOf(code), code).toBe('invalid-argument');
    for (const code of [
      'room/illegal',
      'room/not-allowed',
      'room/game-over',
      'room/not-in-lobby',
      'room/too-early',
    ])
      expect(statusOf(code), code).toBe('failed-precondition');
    expect(statusOf('room/not-found')).toBe('not-found');
  });

  it('maps whole namespaces', () => {
    expect(statusOf('payload/seat')).toBe('invalid-argument');
    expect(statusOf('auth/signed-out')).toBe('unauthenticated');
    expect(statusOf('rule/must-follow')).toBe('failed-precondition');
  });

  it('never answers internal, for any room code or for codes it does not know', () => {
    for (const code of [...ROOM_ERROR_CODES, '', 'constructor', 'toString', 'weird', 'x/y/z', '/'])
      expect(statusOf(code)).not.toBe('internal');
  });
});

describe('toClientError', () => {
  it('answers a refusal with its own status and an HttpsError as it is', () => {
    expect(toClientError(new Refusal({ code: 'room/stale', message: 'Try again' })).code).toBe('aborted');
    const own = new HttpsError('unauthenticated', 'Sign in');
    expect(toClientError(own)).toBe(own);
  });

  it('answers lost transaction contention with aborted', () => {
    expect(toClientError(Object.assign(new Error('too much contention'), { code: 10 })).code).toBe('aborted');
  });

  it('answers anything unexpected with a generic unavailable that tells nothing of the cause', () => {
    for (const thrown of [new TypeError('x is undefined'), 'a string', null, { code: 'internal' }]) {
      const error = toClientError(thrown);
      expect(error.code).toBe('unavailable');
      expect(error.message).not.toContain('undefined');
    }
  });
});
