import { createHmac } from 'node:crypto';
import { dailyChallenge } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { dailyDealKey, freshDealKey, nextDealKey } from './deal-keys';
import { Refusal } from './errors';
import { threePeople } from './store/test-support';

describe('deal keys', () => {
  it('draws 32 fresh bytes for every deal at an ordinary table', async () => {
    const keys = await Promise.all(Array.from({ length: 50 }, () => nextDealKey(threePeople())));
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(50);
    expect(freshDealKey()).not.toBe(freshDealKey());
  });

  it("keys a daily deal with HMAC-SHA256 of the secret and the date's deal", () => {
    const secret = Buffer.alloc(32, 7);
    const expected = createHmac('sha256', secret).update('daily/2025-01-15/2').digest('hex');
    expect(dailyDealKey(secret, '2025-01-15', 2)).toBe(expected);
    expect(dailyDealKey(secret, '2025-01-15', 3)).not.toBe(expected);
    expect(dailyDealKey(Buffer.alloc(32, 8), '2025-01-15', 2)).not.toBe(expected);
  });

  it('refuses a daily challenge whose date has not begun anywhere on Earth', async () => {
    const now = Date.parse('2025-01-15T09:00:00Z');
    const room: Room = { ...threePeople(), transformers: [dailyChallenge('2025-01-16')] };
    await expect(nextDealKey(room, true, now)).rejects.toBeInstanceOf(Refusal);
    await expect(nextDealKey(room, true, now)).rejects.toThrow(/not out yet/);
  });
});
