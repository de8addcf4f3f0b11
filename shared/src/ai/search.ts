// The strong strategy: Perfect-Information Monte Carlo over the exact solver, for bidding,
// declaring and play, at a chosen difficulty level.

import { searchBid, searchTrump } from './search-bid';
import { searchPlay } from './search-play';
import { SEARCH_LEVELS } from './search-level';
import type { SearchLevel, SearchLevelName } from './search-level';
import { strategyOf } from './strategy';
import type { Strategy } from './strategy';

/** The level's settings, by name or as given. */
export const levelOf = (level: SearchLevel | SearchLevelName): SearchLevel =>
  typeof level === 'string' ? SEARCH_LEVELS[level] : level;

/** The search strategy at a difficulty level (default: hard). */
export const searchStrategy = (level: SearchLevel | SearchLevelName = 'hard'): Strategy => {
  const settings = levelOf(level);
  return strategyOf({
    bid: (k, rng) => searchBid(k, rng, settings).action,
    trump: (k, rng) => searchTrump(k, rng, settings).action,
    play: (k, rng) => searchPlay(k, rng, settings).action,
  });
};
