// The messages between the page and the review worker.
import type { DominoId, HandReview, PlayedHand, Result, WhatIf } from '@texas42/shared';

/** What the page asks the review worker. */
export type ReviewAsk =
  | { readonly kind: 'review'; readonly hand: PlayedHand }
  | {
      readonly kind: 'what-if';
      readonly hand: PlayedHand;
      readonly index: number;
      readonly domino: DominoId;
    };

/** A question for the review worker, numbered so its answer finds the asker. */
export type ReviewQuestion = ReviewAsk & { readonly id: number };

/** The worker's answer to question `id`. */
export type ReviewAnswer =
  | { readonly id: number; readonly kind: 'review'; readonly review: HandReview }
  | { readonly id: number; readonly kind: 'what-if'; readonly result: Result<WhatIf, string> };
