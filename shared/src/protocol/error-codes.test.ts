import { describe, expect, it } from 'vitest';
import { RULE_ERROR_CODES } from '../engine';
import { ROOM_ERROR_CODES } from '../room';
import { ERROR_CODES, isErrorCode, readRefusalDetails } from './error-codes';
import { PAYLOAD_ERROR_CODES } from './payload-errors';

describe('error codes', () => {
  it('holds every room and payload code once, and no rule code (those travel as `rule`)', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of [...ROOM_ERROR_CODES, ...PAYLOAD_ERROR_CODES])
      expect(isErrorCode(code), code).toBe(true);
    for (const code of RULE_ERROR_CODES) expect(isErrorCode(code), code).toBe(false);
  });

  it('knows no code from outside its list, however it is spelled', () => {
    for (const value of ['room/teleported', '', 'constructor', 'toString', 'room', 42, null, undefined, {}])
      expect(isErrorCode(value)).toBe(false);
  });
});

describe('readRefusalDetails', () => {
  it("reads a refusal's code and the engine's rule code behind it", () => {
    expect(readRefusalDetails({ code: 'room/illegal', rule: 'rule/must-follow' })).toEqual({
      code: 'room/illegal',
      rule: 'rule/must-follow',
    });
    expect(readRefusalDetails({ code: 'quota/joins' })).toEqual({ code: 'quota/joins' });
  });

  it('reads a code from an older or newer server as unknown, and drops a rule code it does not know', () => {
    expect(readRefusalDetails({ code: 'room/seat-moved' })).toBe('unknown');
    expect(readRefusalDetails({ code: 7 })).toBe('unknown');
    expect(readRefusalDetails('room/stale')).toBe('unknown');
    expect(readRefusalDetails({ code: 'room/illegal', rule: 'rule/new-rule' })).toEqual({
      code: 'room/illegal',
    });
  });

  it('reads no details as none: the call failed before any server code ran', () => {
    expect(readRefusalDetails(undefined)).toBeNull();
    expect(readRefusalDetails(null)).toBeNull();
  });
});
