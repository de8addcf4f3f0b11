// AI players for Texas 42: strategies that decide from a PlayerView alone (random, heuristic and
// the Perfect-Information Monte Carlo search at four levels), the search's hints, and its
// outlook of a hand's bids.

import { heuristicStrategy, randomStrategy } from './heuristic';
import { searchStrategy } from './search';
import type { AiLevel } from '../room';
import type { Strategy } from './strategy';

export type { Strategy } from './strategy';
export { heuristicStrategy, randomStrategy } from './heuristic';
export { levelOf, searchStrategy } from './search';
export { SEARCH_LEVELS } from './search-level';
export type { SearchLevel, SearchLevelName } from './search-level';
export { hintInSteps, searchHinter, suggest } from './hint';
export type { FinishedHint, HintInSteps } from './hint';
export { drain } from './steps';
export type { Steps } from './steps';
export { hintsContext } from './table-hints';
export { explainPlay } from './explain-play';
export type { DominoWords, PlayToExplain } from './explain-play';
export { bidOutlook, decisionSeed, outlookChance } from './bid-outlook';
export type { BidOutlook, OutlookLevel, TrumpOutlook } from './bid-outlook';
export { knowledgeFrom } from './knowledge';
export type { Knowledge } from './knowledge';

/** The AI players a table can seat, by name. */
export const AI_PLAYERS = {
  random: randomStrategy,
  heuristic: heuristicStrategy,
  easy: searchStrategy('easy'),
  medium: searchStrategy('medium'),
  hard: searchStrategy('hard'),
  expert: searchStrategy('expert'),
} as const satisfies Record<string, Strategy>;

export type AiPlayerName = keyof typeof AI_PLAYERS;

/** The AI player that plays a table's AI level (every level names one of AI_PLAYERS). */
export const levelPlayer = (level: AiLevel): Strategy => AI_PLAYERS[level];
export {
  playedHandFromState,
  playedHandFromView,
  playedHandOf,
  playedHandsOf,
  playsPerTrickOf,
  seenHandFromView,
} from './played-hand';
export type { PlayedHand } from './played-hand';
export { NELLO_NOT_REVIEWED, reviewHand } from './review';
export { mistakeWords } from './review-words';
export type { PlayInTrick } from './play-in-trick';
export type { BidReview, HandReview, PlayMark, TrumpWorth } from './review';
export { choicesAt, whatIf } from './what-if';
export type { WhatIf } from './what-if';
export { rateDailyHand } from './daily-rating';
export type { DailyRating } from './daily-rating';
