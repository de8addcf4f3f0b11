// The review of one finished hand, as a query: computed once per hand by the review worker and
// kept while the screen is open.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PlayedHand } from '@texas42/shared';
import { askReview } from './review-worker';

/** The query of a hand's review (none without a hand). */
const handReviewQuery = (hand: PlayedHand | null) =>
  queryOptions({
    queryKey: ['hand-review', hand === null ? null : JSON.stringify(hand)],
    queryFn: hand === null ? skipToken : () => askReview(hand),
    staleTime: Infinity,
  });

/** The review of `hand`, once the worker has made it. */
export const useHandReview = (hand: PlayedHand | null) => useQuery(handReviewQuery(hand));
