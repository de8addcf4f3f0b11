import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '@texas42/shared';
import { isInviteCode, normalizeInviteCode } from './invite-code';

describe('invite codes', () => {
  it('uses an alphabet without look-alike characters', () => {
    for (const ambiguous of 'ILO01') expect(CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });

  it('upper-cases typed codes and drops separators', () => {
    expect(normalizeInviteCode('ab3-k9x')).toBe('AB3K9X');
    expect(normalizeInviteCode(' q r s t u v w ')).toBe('QRSTUV');
  });

  it('takes the code out of a pasted invite link', () => {
    expect(normalizeInviteCode('https://example.test/join/HX7K2P?from=share')).toBe('HX7K2P');
  });

  it('accepts only complete codes', () => {
    expect(isInviteCode('HX7K2P')).toBe(true);
    expect(isInviteCode('HX7K2')).toBe(false);
    expect(isInviteCode('HX7K2O')).toBe(false);
  });
});
