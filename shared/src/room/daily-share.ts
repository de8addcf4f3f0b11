// The daily deal's share text, in the spirit of puzzle-game shares: the date, the stars, and one
// square per trick saying only how it went for the player's team (taken with count, taken without,
// lost). No domino is named, so a share spoils nothing for someone yet to play the day's deal.

import { teamOf } from '../engine';
import type { Team, Trick } from '../engine';

/** How one trick went for a team: taken with count in it, taken without, or lost. */
export type TrickMark = 'count' | 'plain' | 'lost';

/** The square each trick shows in a share. */
export const TRICK_SQUARES: { readonly [M in TrickMark]: string } = {
  count: '🟩',
  plain: '🟨',
  lost: '⬜',
};

/** How each trick of a hand went for `team`, in the order they were played. */
export const trickMarks = (tricks: readonly Trick[], team: Team): TrickMark[] =>
  tricks.map((trick) => {
    if (teamOf(trick.winner) !== team) return 'lost';
    // A trick is worth 1 point plus the count it holds.
    return trick.points > 1 ? 'count' : 'plain';
  });

/** The squares of `marks`, one per trick. */
export const trickGrid = (marks: readonly TrickMark[]): string =>
  marks.map((mark) => TRICK_SQUARES[mark]).join('');

/** What a daily deal's share says. */
export interface DailyShare {
  /** The day's date, YYYY-MM-DD. */
  readonly date: string;
  readonly stars: number;
  readonly thresholds: readonly number[];
  /** Points the player's team took, of 42. */
  readonly points: number;
  readonly tricks: readonly TrickMark[];
  /** A practice deal (offline, not the day's deal) says so. */
  readonly practice?: boolean;
}

/** The lines a player shares: "Texas 42 daily 2025-01-15: ★★☆ (36 of 42 points)" and the tricks'
 * squares beneath. */
export const shareText = ({
  date,
  stars,
  thresholds,
  points,
  tricks,
  practice = false,
}: DailyShare): string =>
  `Texas 42 daily ${date}${practice ? ' (practice deal)' : ''}: ` +
  `${'★'.repeat(stars)}${'☆'.repeat(thresholds.length - stars)} (${points} of 42 points)\n` +
  trickGrid(tricks);
