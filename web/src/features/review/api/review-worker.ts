// The page's side of the review worker: started on the first question, one for the page, each
// question a promise of its answer.
import type { DominoId, HandReview, PlayedHand, Result, WhatIf } from '@texas42/shared';
import { lazyWorker } from '../../../lib/worker-rpc';
import type { Reviewer } from '../review.worker';

const reviewer = lazyWorker<Reviewer>(
  () =>
    new Worker(new URL('../review.worker.ts', import.meta.url), { type: 'module', name: 'texas42-review' }),
);

/** The hand reviewed by the exact solver, off the main thread. */
export const askReview = (hand: PlayedHand): Promise<HandReview> => reviewer().reviewHand(hand);

/** The hand played out by the solver from another domino at play `index`. */
export const askWhatIf = (
  hand: PlayedHand,
  index: number,
  domino: DominoId,
): Promise<Result<WhatIf, string>> => reviewer().whatIf(hand, index, domino);
