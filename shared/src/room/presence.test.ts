import { describe, expect, it } from 'vitest';
import { GONE_GRACE_MS, PRESENCE_STALE_MS, heartbeatEvery, isPresent, whereabouts } from './presence';

const NOW = 1_700_000_000_000;
const stale = PRESENCE_STALE_MS;

describe('where a seat’s phone is', () => {
  it('is here while its heartbeat is fresh, silent once it is stale', () => {
    expect(whereabouts({ at: NOW - stale + 1, gone: false }, NOW, stale)).toBe('here');
    expect(whereabouts({ at: NOW - stale, gone: false }, NOW, stale)).toBe('silent');
  });

  it('is closing for a few seconds after its page said it closed, then gone', () => {
    expect(whereabouts({ at: NOW, gone: true }, NOW, stale)).toBe('closing');
    expect(whereabouts({ at: NOW - GONE_GRACE_MS + 1, gone: true }, NOW, stale)).toBe('closing');
    expect(whereabouts({ at: NOW - GONE_GRACE_MS, gone: true }, NOW, stale)).toBe('gone');
  });

  it('is unheard when it never wrote a heartbeat', () => {
    expect(whereabouts(null, NOW, stale)).toBe('unheard');
  });

  it('counts as at the table when here or closing, not otherwise', () => {
    expect((['here', 'closing', 'silent', 'gone', 'unheard'] as const).map(isPresent)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('beats often enough that one lost heartbeat leaves a phone fresh', () => {
    expect(2 * heartbeatEvery(stale)).toBeLessThan(stale);
  });
});
