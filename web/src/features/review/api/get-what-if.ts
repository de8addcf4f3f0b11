// "What if" as a query: the hand played out by the solver from the domino a player tried.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DominoId, PlayedHand } from '@texas42/shared';
import { askWhatIf } from './review-worker';

/** A tried domino at one play of the hand. */
export interface Tried {
  readonly index: number;
  readonly domino: DominoId;
}

/** The query of a tried domino's playout (none until something is tried). */
const whatIfQuery = (hand: PlayedHand | null, tried: Tried | null) =>
  queryOptions({
    queryKey: ['what-if', hand === null ? null : JSON.stringify(hand), tried?.index, tried?.domino],
    queryFn: hand === null || tried === null ? skipToken : () => askWhatIf(hand, tried.index, tried.domino),
    staleTime: Infinity,
  });

/** The playout of `tried`, once the worker has made it. */
export const useWhatIf = (hand: PlayedHand | null, tried: Tried | null) => useQuery(whatIfQuery(hand, tried));
