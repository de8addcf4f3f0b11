// Nello's defence, for the bench alone. Defenders who see their partner set a third more of the
// Expert's nellos (docs/performance.md, "Whose hand is worth seeing, and when"); these players
// try what an honest defender could do instead: read the bidder's hand from its bid more sharply
// (more deals drawn for each one kept, so the kept ones fit a nello hand better), or leave the
// bidder's plays unread (the rules of thumb they are read by may judge nello plays poorly).

import { bySeat, teamOf } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import { dealReader } from '../src/ai/bid-reading';
import { constraintsOf } from '../src/ai/inference';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { DealSampler } from '../src/ai/sampler';
import { searchPlay } from '../src/ai/search-play';
import type { ArenaPlayer } from './ai-arena';
import { expertBiddingWith } from './seeing-players';

const EXPERT = SEARCH_LEVELS.expert;

/** How many deals a sharper defender draws for each one it keeps (the Expert: 16). */
const SHARP_ATTEMPTS = 64;

const defendsNello = (k: KnowledgeIn<'playing'>) =>
  k.trump === 'nello' && teamOf(k.seat) !== teamOf(k.contract.bidder);

/** The Expert's deals, each kept from `attempts` draws by how well it fits the bids. */
const sharperSource = (k: KnowledgeIn<'playing'>, attempts: number) => {
  const own = bySeat((seat) => (seat === k.seat ? k.hand : 0));
  const sampler = new DealSampler(own, constraintsOf(k));
  return sampler.count() === 0
    ? undefined
    : dealReader(k, sampler, EXPERT.passOverPartnerSaysNothing !== true, attempts);
};

/** The nello defence players by their names in the arena. */
export const NELLO_DEFENCE_PLAYERS: Record<string, () => ArenaPlayer> = {
  'expert-nello-defence-sharp': () =>
    expertBiddingWith(
      (k, rng) =>
        searchPlay(k, rng, EXPERT, defendsNello(k) ? sharperSource(k, SHARP_ATTEMPTS) : undefined).action,
    ),
  'expert-nello-defence-plays-unread': () =>
    expertBiddingWith(
      (k, rng) => searchPlay(k, rng, defendsNello(k) ? { ...EXPERT, readsPlays: undefined } : EXPERT).action,
    ),
};
