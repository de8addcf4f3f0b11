// The page's side of the review worker: started on the first question, one for the page, each
// question a promise of its answer.
import type { DominoId, HandReview, PlayedHand, Result, WhatIf } from '@texas42/shared';
import type { ReviewAnswer, ReviewAsk } from './review-protocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (answer: ReviewAnswer) => void>();

const ask = (question: ReviewAsk): Promise<ReviewAnswer> => {
  if (worker === null) {
    worker = new Worker(new URL('../review.worker.ts', import.meta.url), {
      type: 'module',
      name: 'texas42-review',
    });
    worker.onmessage = ({ data }: MessageEvent<ReviewAnswer>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
  }
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.postMessage({ ...question, id });
  });
};

/** The hand reviewed by the exact solver, off the main thread. */
export const askReview = async (hand: PlayedHand): Promise<HandReview> => {
  const answer = await ask({ kind: 'review', hand });
  if (answer.kind !== 'review') throw new Error('the review worker answered another question');
  return answer.review;
};

/** The hand played out by the solver from another domino at play `index`. */
export const askWhatIf = async (
  hand: PlayedHand,
  index: number,
  domino: DominoId,
): Promise<Result<WhatIf, string>> => {
  const answer = await ask({ kind: 'what-if', hand, index, domino });
  if (answer.kind !== 'what-if') throw new Error('the review worker answered another question');
  return answer.result;
};
