import { ERROR_CODES, readRefusalDetails } from '@texas42/shared';
import type { ErrorCode } from '@texas42/shared';
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
    ] satisfies ErrorCode[])
      expect(statusOf(code), code).toBe('permission-denied');
    for (const code of [
      'room/bad-request',
      'room/invalid-setting',
      'room/unknown-transformer',
      'room/wrong-code',
    ] satisfies ErrorCode[])
      expect(statusOf(code), code).toBe('invalid-argument');
    for (const code of [
      'room/illegal',
      'room/not-allowed',
      'room/game-over',
      'room/not-in-lobby',
      'room/too-early',
    ] satisfies ErrorCode[])
      expect(statusOf(code), code).toBe('failed-precondition');
    expect(statusOf('room/not-found')).toBe('not-found');
  });

  it('maps the request checks, the quotas and the server codes', () => {
    expect(statusOf('payload/seat')).toBe('invalid-argument');
    expect(statusOf('payload/not-an-object')).toBe('invalid-argument');
    expect(statusOf('quota/creates')).toBe('resource-exhausted');
    expect(statusOf('auth/signed-out')).toBe('unauthenticated');
    expect(statusOf('server/busy')).toBe('aborted');
  });

  it('gives every error code a status, never internal, and sends the code in details', () => {
    for (const code of ERROR_CODES) {
      expect(statusOf(code), code).toMatch(/^[a-z-]+$/);
      expect(statusOf(code), code).not.toBe('internal');
      const error = toHttpsError({ code, message: 'No' });
      expect(error.code, code).toBe(statusOf(code));
      expect(readRefusalDetails(error.details), code).toEqual({ code });
    }
  });
});

describe('toClientError', () => {
  it('answers a refusal with its own status and an HttpsError as it is', () => {
    expect(toClientError(new Refusal({ code: 'room/stale', message: 'Try again' })).code).toBe('aborted');
    const own = new HttpsError('unauthenticated', 'Sign in');
    expect(toClientError(own)).toBe(own);
  });

  it('answers lost transaction contention with aborted and the server/busy code', () => {
    const busy = toClientError(Object.assign(new Error('too much contention'), { code: 10 }));
    expect(busy.code).toBe('aborted');
    expect(busy.details).toEqual({ code: 'server/busy' });
  });

  it('answers anything unexpected with a generic unavailable that tells nothing of the cause', () => {
    for (const thrown of [new TypeError('x is undefined'), 'a string', null, { code: 'internal' }]) {
      const error = toClientError(thrown);
      expect(error.code).toBe('unavailable');
      expect(error.message).not.toContain('undefined');
    }
  });
});
