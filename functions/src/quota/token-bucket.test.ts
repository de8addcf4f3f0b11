import { describe, expect, it } from 'vitest';
import { statusOf } from '../errors';
import { RATES, openTablesRefusal, rateRefusal } from './limits';
import { takeToken, tokensAt } from './token-bucket';
import type { Rate } from './token-bucket';

const MINUTE = 60_000;
const RATE: Rate = { burst: 3, perHour: 20 }; // one token every 3 minutes

/** Takes tokens at the given times, in order; returns each outcome. */
const takeAt = (rate: Rate, times: readonly number[]) => {
  let bucket;
  const outcomes = [];
  for (const now of times) {
    const taken = takeToken(bucket, rate, now);
    if (taken.ok) bucket = taken.bucket;
    outcomes.push(taken);
  }
  return outcomes;
};

describe('token buckets', () => {
  it('allow a full burst at once, then refuse with the wait until the next token', () => {
    const outcomes = takeAt(RATE, [0, 0, 0, 0]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toEqual({ ok: false, waitMs: 3 * MINUTE });
  });

  it('give tokens back at the rate, never above the burst', () => {
    const drained = takeAt(RATE, [0, 0, 0]).at(-1)!;
    if (!drained.ok) throw new Error('the burst was refused');
    expect(tokensAt(drained.bucket, RATE, 3 * MINUTE)).toBeCloseTo(1);
    expect(takeToken(drained.bucket, RATE, 2 * MINUTE)).toEqual({ ok: false, waitMs: MINUTE });
    expect(takeToken(drained.bucket, RATE, 3 * MINUTE).ok).toBe(true);
    expect(tokensAt(drained.bucket, RATE, 24 * 60 * MINUTE)).toBe(3);
  });

  it('hold a steady pace of one per interval forever, and no more', () => {
    const times = Array.from({ length: 100 }, (_, i) => (i < 3 ? 0 : (i - 2) * 3 * MINUTE));
    expect(takeAt(RATE, times).every((o) => o.ok)).toBe(true);
    const faster = Array.from({ length: 100 }, (_, i) => i * 2.9 * MINUTE);
    expect(takeAt(RATE, faster).some((o) => !o.ok)).toBe(true);
  });

  it('give nothing for a clock that went back', () => {
    const first = takeToken({ tokens: 0.5, at: 10 * MINUTE }, RATE, 0);
    expect(first).toEqual({ ok: false, waitMs: 1.5 * MINUTE });
  });
});

describe('the quota refusals', () => {
  it('say in words how long to wait, and are answered resource-exhausted', () => {
    const creates = rateRefusal('creates', 2.5 * MINUTE);
    expect(creates.message).toBe('You have made many tables in a short time: try again in 3 minutes');
    expect(rateRefusal('joins', 10_000).message).toBe(
      'You have joined many tables in a short time: try again in 1 minute',
    );
    expect(openTablesRefusal().message).toMatch(/^You already have 10 open tables/);
    for (const error of [creates, rateRefusal('joins', 1), openTablesRefusal()])
      expect(statusOf(error.code)).toBe('resource-exhausted');
  });

  it('let a person make a table every few minutes and join one a minute', () => {
    expect(RATES.creates.perHour).toBeGreaterThanOrEqual(20);
    expect(RATES.joins.perHour).toBeGreaterThanOrEqual(60);
  });
});
