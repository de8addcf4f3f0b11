// A mistake the review found, in words a beginner reads: what the play cost and why, from what
// happened in its own trick ("5-2 is worth 5, and the other side won the trick: playing it gave
// them those points") and what the better domino would have done there. The facts are the
// solver's (review.ts, play-in-trick.ts); only the words are made here.

import { countOf, dominoName } from '../engine';
import type { PlayMark } from './review';

const pointsWord = (points: number): string => `${points} ${points === 1 ? 'point' : 'points'}`;

/** Why the play cost points, from its trick: the count it handed over, or the trick it let go. */
const whyWords = (mark: PlayMark, side: string): string[] => {
  const played = dominoName(mark.domino);
  const count = countOf(mark.domino);
  const lostTrick = mark.trick.won === false;
  const why: string[] = [];
  if (count > 0 && lostTrick)
    why.push(
      `${played} is worth ${count}, and the other side won the trick: ` +
        `${mark.trick.led ? 'leading' : 'playing'} it gave them those points.`,
    );
  if (lostTrick && mark.trick.bestWins === true)
    why.push(`${dominoName(mark.bestDominoes[0]!)} would have won the trick for ${side}.`);
  else
    why.push(
      `With ${mark.bestDominoes.map(dominoName).join(' or ')} instead, ${side} would have taken ` +
        `${pointsWord(mark.lost)} more by the end of the hand, everyone playing their best from there.`,
    );
  return why;
};

/** A play that gave points away, in words a beginner reads: "Trick 3: you played 5-2, and it cost
 * your side 10 points. 5-2 is worth 5, and the other side won the trick: playing it gave them those
 * points. 5-5 would have won the trick for your side." `who` names the person who played it as the
 * screen does ("you", "Ann", "AI 2"). */
export const mistakeWords = (mark: PlayMark, who: string): string => {
  const side = `${who === 'you' ? 'your' : 'their'} side`;
  const verb = mark.trick.led ? 'led' : 'played';
  return [
    `Trick ${mark.trickNumber}: ${who} ${verb} ${dominoName(mark.domino)}, and it cost ${side} ${pointsWord(mark.lost)}.`,
    ...whyWords(mark, side),
  ].join(' ');
};
