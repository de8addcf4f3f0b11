import { describe, expect, it } from 'vitest';
import { statusOf, toHttpsError } from './errors';

describe('toHttpsError', () => {
  it('turns an illegal move into failed-precondition with the engine message and code', () => {
    const error = toHttpsError({ code: 'rule/must-follow', message: 'You must follow sixes' });
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('You must follow sixes');
    expect(error.details).toEqual({ code: 'rule/must-follow' });
  });

  it('gives single codes their own status ahead of their namespace', () => {
    expect(statusOf('room/stale-version')).toBe('aborted');
    expect(statusOf('room/not-found')).toBe('not-found');
    expect(statusOf('room/not-your-seat')).toBe('permission-denied');
    expect(statusOf('rule/malformed')).toBe('invalid-argument');
  });

  it('maps whole namespaces', () => {
    expect(statusOf('room/game-started')).toBe('failed-precondition');
    expect(statusOf('payload/bad-seat')).toBe('invalid-argument');
    expect(statusOf('auth/signed-out')).toBe('unauthenticated');
  });

  it('never answers internal, even for codes it does not know', () => {
    for (const code of ['', 'constructor', 'toString', 'weird', 'x/y/z', '/']) {
      expect(statusOf(code)).toBe('failed-precondition');
    }
  });
});
