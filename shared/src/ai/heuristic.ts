// The strategies that need no search: `random`, the floor of every comparison, and `heuristic`,
// which bids from hand strength and plays by a decent partner's rules.

import { heuristicBid, heuristicTrump } from './heuristic-bid';
import { heuristicPlay } from './heuristic-play';
import { randomChoice, strategyOf } from './strategy';
import type { Strategy } from './strategy';

/** Any valid action, uniformly at random (seeded). */
export const randomStrategy: Strategy = strategyOf({
  bid: randomChoice,
  trump: randomChoice,
  play: randomChoice,
});

/** Rule-based bidding, declaring and play. */
export const heuristicStrategy: Strategy = strategyOf({
  bid: heuristicBid,
  trump: heuristicTrump,
  play: heuristicPlay,
});
