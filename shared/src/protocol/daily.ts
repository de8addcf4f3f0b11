// What the server keeps of the daily deal: each person's one result of the day and the day's
// standing, both written in the commit that ends a daily table. The player sits in seat 0, so
// their team is team 0 (the stars rate its play against perfect play). Anyone may play as a guest (an anonymous
// account, as many as they like: a private window is a new one), so the standing counts only the
// results of signed-in accounts, one table each per day; a guest's result is kept for them,
// marked as not counted.

import { teamOf } from '../engine';
import type { BidKind } from '../engine';
import { dailyDate, marksOfShare, trickGrid } from '../room';
import type { Room } from '../room';

/** `daily/{date}/results/{uid}`: how one person played the day's deal. */
export interface DailyResultDoc {
  readonly date: string;
  readonly roomId: string;
  /** The hand's contract, whoever bid it. */
  readonly contract: { readonly kind: BidKind; readonly value: number };
  /** True when the player's team won the bidding. */
  readonly ourBid: boolean;
  /** True when the contract was made (false: set). */
  readonly made: boolean;
  /** Points the player's team took, of 42. */
  readonly points: number;
  /** Stars against perfect play (shared/src/stats/daily-stars.ts; 0 for a hand not rated). */
  readonly stars: number;
  /** One square per trick, as the share shows them (none for a hand not rated). */
  readonly tricks: string;
  /** True when the result counts in the day's standing: the table was dealt to an account signed
   * in with Google (a guest's result is not counted, even once they link Google). */
  readonly counted: boolean;
}

/** `daily/{date}`: the day's deal over every signed-in account that finished it (guests are not
 * counted: anyone can be any number of guests). */
export interface DailyStandingDoc {
  readonly date: string;
  /** How many signed-in accounts finished the day's deal. */
  readonly players: number;
  /** How many of them won the bidding and made their bid. */
  readonly madeBid: number;
  /** The most points a player's team took. */
  readonly bestPoints: number;
}

/** `daily/{date}/tables/{uid}`: the daily table a person has that day (server only). */
export interface DailyTableDoc {
  readonly roomId: string;
  /** Dealt to an account signed in with Google: only then does the table's result count. */
  readonly signedIn: boolean;
}

/** A daily table's end: whose result of which day (whether it counts is the server's to say). */
export interface DailyEnding {
  readonly date: string;
  readonly uid: string;
  readonly result: Omit<DailyResultDoc, 'counted'>;
}

/** The result to keep when the change from `before` to `after` ends a daily table, else null.
 * The result is its host's: the person who sat down to it (a daily table has no one else; a seat
 * moved to another phone takes the host role with it). */
export const dailyEnding = (before: Room, after: Room): DailyEnding | null => {
  const date = dailyDate(after.transformers);
  const ended = before.status !== 'finished' && after.status === 'finished';
  const result = after.result;
  if (date === null || !ended || result?.kind !== 'daily-challenge' || after.game === null) return null;
  const { outcome } = result;
  return {
    date,
    uid: after.hostUid,
    result: {
      date,
      roomId: after.id,
      contract: { kind: outcome.contract.kind, value: outcome.contract.value },
      ourBid: teamOf(outcome.contract.bidder) === 0,
      made: outcome.made,
      points: outcome.points[0],
      stars: result.stars ?? 0,
      tricks: trickGrid(marksOfShare(result.shareText ?? '')),
    },
  };
};

/** The day's standing once `result` is counted in (`standing` null: the day's first); a result
 * that does not count leaves it as it was. */
export const standingWith = (
  standing: DailyStandingDoc | null,
  result: DailyResultDoc,
): DailyStandingDoc | null =>
  !result.counted
    ? standing
    : {
        date: result.date,
        players: (standing?.players ?? 0) + 1,
        madeBid: (standing?.madeBid ?? 0) + (result.ourBid && result.made ? 1 : 0),
        bestPoints: Math.max(standing?.bestPoints ?? 0, result.points),
      };
