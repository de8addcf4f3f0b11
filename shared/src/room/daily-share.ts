// The daily deal's share text, in the spirit of puzzle-game shares: the date, the stars, and one
// square per trick saying how that trick went for the player's side against perfect play (the
// rating is shared/src/ai/daily-rating.ts): as well as it could, a small slip, a costly one, or not
// played because the hand was already decided. No domino is named, so a share spoils nothing for
// someone yet to play the day's deal.

/** How one trick went for the player's side against perfect play, or that it was not needed. */
export type TrickMark = 'perfect' | 'slip' | 'costly' | 'unplayed';

/** The most stars a daily hand earns. */
export const MOST_STARS = 3;

/** The square each trick shows in a share. */
export const TRICK_SQUARES: { readonly [M in TrickMark]: string } = {
  perfect: '🟩',
  slip: '🟨',
  costly: '🟥',
  unplayed: '⬜',
};

/** The squares of `marks`, one per trick. */
export const trickGrid = (marks: readonly TrickMark[]): string =>
  marks.map((mark) => TRICK_SQUARES[mark]).join('');

/** The marks a share's squares stand for, read back from its last line (none when it has none). */
export const marksOfShare = (shareText: string): TrickMark[] => {
  const marks = Object.keys(TRICK_SQUARES) as TrickMark[];
  const squares = [...(shareText.split('\n').at(-1) ?? '')];
  return squares.flatMap((square) => marks.filter((mark) => TRICK_SQUARES[mark] === square));
};

/** What a daily deal's share says. */
export interface DailyShare {
  /** The day's date, YYYY-MM-DD. */
  readonly date: string;
  /** Stars against perfect play, or null when the hand could not be rated. */
  readonly stars: number | null;
  /** Points the player's team took, of 42. */
  readonly points: number;
  readonly tricks: readonly TrickMark[];
  /** A practice deal (offline, not the day's deal) says so. */
  readonly practice?: boolean;
}

/** The lines a player shares: "Texas 42 daily 2025-01-15: ★★☆ (11 of 42 points)" and the tricks'
 * squares beneath; a hand not rated says so, with no stars or squares. */
export const shareText = ({ date, stars, points, tricks, practice = false }: DailyShare): string => {
  const day = `Texas 42 daily ${date}${practice ? ' (practice deal)' : ''}: `;
  if (stars === null) return `${day}not rated (${points} of 42 points)`;
  return `${day}${'★'.repeat(stars)}${'☆'.repeat(MOST_STARS - stars)} (${points} of 42 points)\n${trickGrid(tricks)}`;
};
