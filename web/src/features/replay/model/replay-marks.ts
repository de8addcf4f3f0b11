// The hand review's marks on a replay. Each hand that was played out is reviewed by the exact
// solver (shared's `reviewHand`) from the state at its end, which holds every dealt hand, and
// each play of the replay shows what it gave away, in the words the review screen uses. A hand
// is reviewed only when the viewer first steps into it: a long game is not solved up front.
import { mistakeWords, playedHandFromState, reviewHand } from '@texas42/shared';
import type { HandReview } from '@texas42/shared';
import type { ReplayStep } from './replay-steps';
import { seatName } from './replay-words';

/** Where a play step sits: the step that ends its hand, and the play's place in that hand. */
interface PlayPlace {
  readonly handOver: number;
  readonly index: number;
}

/** The place of every play step in a hand that reached its end (a redeal drops none: plays
 * only follow a named trump). */
export function playPlaces(steps: readonly ReplayStep[]): Map<ReplayStep, PlayPlace> {
  const places = new Map<ReplayStep, PlayPlace>();
  let plays: ReplayStep[] = [];
  steps.forEach((step, at) => {
    if (step.kind === 'play') plays.push(step);
    if (step.kind !== 'hand-over') return;
    plays.forEach((play, index) => places.set(play, { handOver: at, index }));
    plays = [];
  });
  return places;
}

/** A play judged: a flagged play in the review's words, or that it was a best play; the reason
 * when a hand's plays are not reviewed (nello); null for a step that is not a play. */
export type MarkOf = (step: ReplayStep) => string | null;

/** The marks of a replay's plays, each hand reviewed once, on first asking. */
export function replayMarks(steps: readonly ReplayStep[]): MarkOf {
  const places = playPlaces(steps);
  const reviews = new Map<number, HandReview | null>();
  const reviewOf = (handOver: number): HandReview | null => {
    if (!reviews.has(handOver)) {
      const hand = playedHandFromState(steps[handOver]!.state);
      reviews.set(handOver, hand === null ? null : reviewHand(hand));
    }
    return reviews.get(handOver)!;
  };
  return (step) => {
    const place = places.get(step);
    const review = place === undefined ? null : reviewOf(place.handOver);
    if (place === undefined || review === null) return null;
    if (review.notReviewed !== null) return review.notReviewed;
    const mark = review.marks[place.index];
    // The review and the replay walk the same record; a mark for another domino is never shown.
    if (mark === undefined || step.action?.type !== 'play' || mark.domino !== step.action.domino) return null;
    return mark.lost > 0 ? mistakeWords(mark, seatName(mark.seat)) : 'A best play: nothing lost here';
  };
}
