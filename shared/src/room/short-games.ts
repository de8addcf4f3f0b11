// Short games: the table plays one hand and ends with a result instead of scoring it into a
// longer game. The daily challenge ends with the hand's outcome; its stars and the line to share
// are added by whoever keeps the room (the server, the offline host) when it ends, from the exact
// solver (shared/src/stats/daily-stars.ts: the room layer does not search). Online the server
// deals it from a secret of its own and the date, so everyone who plays that day gets the same
// hands and no one can work them out. Offline (a seeded game) it is a practice deal.

import { err, ok } from '../engine';
import type { HandOutcome, Team } from '../engine';
import type { TableResult } from '../view';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { noParams } from './rule-transformers';
import type { Room } from './room';
import type {
  Machine,
  NoParams,
  TransformerDefinition,
  TransformerParams,
  TransformerSpec,
} from './transformer';

/** The team that made or set the contract. */
const winnerOf = (outcome: HandOutcome): Team => (outcome.marks[0] > 0 ? 0 : 1);

/** Marks the follow-up that scores the hand as ending the game with `result`. */
const endingWith =
  (base: Machine, result: (outcome: HandOutcome) => TableResult): Machine =>
  (state) => {
    const actions = base(state);
    if (state.phase !== 'hand-complete' || state.outcome === null) return actions;
    const ends = result(state.outcome);
    return actions.map((offered) => (offered.action.type === 'score-hand' ? { ...offered, ends } : offered));
  };

/** One hand, then a result screen. */
export const SINGLE_HAND: TransformerDefinition<NoParams> = {
  description: 'Single hand: the game ends after one hand',
  read: noParams,
  make: () => (base) =>
    endingWith(base, (outcome) => ({ kind: 'single-hand', winner: winnerOf(outcome), outcome })),
};

/** The day's deal, one hand, rated in stars against perfect play once it ends. Star thresholds of
 * points taken (read from tables made before the rating) are accepted and no longer used. */
export const DAILY_CHALLENGE: TransformerDefinition<TransformerParams['daily-challenge']> = {
  description: "Daily challenge: the day's deal, one hand, up to three stars",
  read: (params) => {
    const { date, thresholds } = params;
    if (Object.keys(params).some((key) => key !== 'date' && key !== 'thresholds'))
      return err('Only a date and star thresholds are allowed');
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))
      return err('The date is written YYYY-MM-DD');
    if (thresholds === undefined) return ok({ date });
    const rising =
      Array.isArray(thresholds) &&
      thresholds.length >= 1 &&
      thresholds.length <= 5 &&
      thresholds.every(
        (t, i) => Number.isInteger(t) && t >= 1 && t <= 42 && (i === 0 || t > thresholds[i - 1]),
      );
    return rising
      ? ok({ date, thresholds: [...thresholds] })
      : err('Star thresholds are 1 to 5 rising whole numbers of points up to 42');
  },
  make: () => (base) =>
    endingWith(base, (outcome) => ({ kind: 'daily-challenge', winner: winnerOf(outcome), outcome })),
};

/** The date of a table's daily challenge, or null when it plays none. */
export const dailyDate = (specs: readonly TransformerSpec[]): string | null => {
  const daily = specs.filter((spec) => spec.name === 'daily-challenge').at(-1);
  return daily === undefined ? null : daily.params.date;
};

/** True for a table that plays the daily deal. */
export const isDailyTable = (room: Pick<Room, 'transformers'>): boolean =>
  dailyDate(room.transformers) !== null;

/** Why a daily table refuses what an ordinary table allows: `what` says what. */
export const dailyTableError = (what: string): RoomError =>
  roomError('room/daily', `The daily deal is played alone, once a day: ${what}`);
