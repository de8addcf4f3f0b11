// Token buckets: an allowance that comes back at a steady rate. A bucket holds up to `burst`
// tokens and gains `perHour` an hour; each table made or joined takes one. Pure arithmetic over
// plain data, with the time passed in, so it is tested without a clock.

import type { QuotaBucket } from '@texas42/shared';

const HOUR = 60 * 60 * 1000;

/** How fast an allowance comes back, and how much of it may be spent at once. */
export interface Rate {
  readonly burst: number;
  readonly perHour: number;
}

/** The bucket after one token is taken, or how long until one is there. */
export type Taken =
  { readonly ok: true; readonly bucket: QuotaBucket } | { readonly ok: false; readonly waitMs: number };

/** The tokens in `bucket` at `now` (a full bucket when there is none yet). A clock that went back
 * adds nothing. Rounded to a billionth, so that a token due at a whole millisecond is there then. */
export const tokensAt = (bucket: QuotaBucket | undefined, rate: Rate, now: number): number => {
  if (bucket === undefined) return rate.burst;
  const earned = (Math.max(0, now - bucket.at) * rate.perHour) / HOUR;
  return Math.min(rate.burst, Math.round((bucket.tokens + earned) * 1e9) / 1e9);
};

/** Takes one token from `bucket` at `now`, or says how long until there is one. */
export const takeToken = (bucket: QuotaBucket | undefined, rate: Rate, now: number): Taken => {
  const tokens = tokensAt(bucket, rate, now);
  if (tokens >= 1) return { ok: true, bucket: { tokens: tokens - 1, at: now } };
  return { ok: false, waitMs: Math.max(1, Math.round(((1 - tokens) * HOUR) / rate.perHour)) };
};
