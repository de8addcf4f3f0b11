// Reading stored statistics back: the record says its format; one of a newer format (written by
// a later app) or of a shape that does not fit is refused with a reason, never cast. valibot
// rebuilds the record from its own fields, so nothing else stored beside them comes along.

import * as v from 'valibot';
import { err, ok } from '../engine';
import type { Result } from '../engine';
import { RECENT_GAMES, SPECIAL_CONTRACTS, STATS_FORMAT, TREND_MONTHS } from './person-stats';
import type { PersonStats } from './person-stats';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const tally = v.object({ won: count, made: count, set: count });
const name = v.pipe(v.string(), v.maxLength(100));

const totalsEntries = {
  games: count,
  gamesWon: count,
  hands: count,
  handsWon: count,
  marks: count,
  handsReviewed: count,
  pointsLost: count,
  bids: v.record(v.pipe(v.string(), v.maxLength(20)), tally),
  specials: v.object(
    Object.fromEntries(SPECIAL_CONTRACTS.map((special) => [special, tally])) as Record<
      (typeof SPECIAL_CONTRACTS)[number],
      typeof tally
    >,
  ),
};

const recentGame = v.object({
  id: v.pipe(v.string(), v.maxLength(200)),
  at: count,
  kind: v.picklist(['game', 'single-hand', 'daily-challenge']),
  online: v.boolean(),
  won: v.boolean(),
  score: v.tuple([count, count]),
  unit: v.picklist(['marks', 'points']),
  hands: count,
  partner: name,
  opponents: v.tuple([name, name]),
  replayLink: v.nullable(v.pipe(v.string(), v.maxLength(4000))),
});

const personStats = v.object({
  format: v.literal(STATS_FORMAT),
  totals: v.object(totalsEntries),
  months: v.pipe(
    v.array(v.object({ month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), ...totalsEntries })),
    v.maxLength(TREND_MONTHS),
  ),
  recent: v.pipe(v.array(recentGame), v.maxLength(RECENT_GAMES)),
});

/** Why stored statistics cannot be read: written by a newer app, or not of their format's shape
 * (the codes of the stored rooms' format errors). */
export interface StatsFormatError {
  readonly code: 'format/unknown-version' | 'format/damaged';
  readonly message: string;
}

/** The statistics `stored` holds, or why they cannot be read. */
export const decodePersonStats = (stored: unknown): Result<PersonStats, StatsFormatError> => {
  const format = (stored as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > STATS_FORMAT)
    return err({
      code: 'format/unknown-version',
      message: 'These statistics were saved by a newer version of the app: please reload to update',
    });
  const parsed = v.safeParse(personStats, stored);
  if (parsed.success) return ok(parsed.output);
  const where = parsed.issues[0].path?.map((step) => String(step.key)).join('.') ?? 'the record';
  return err({ code: 'format/damaged', message: `The saved statistics are damaged: ${where} is wrong` });
};
