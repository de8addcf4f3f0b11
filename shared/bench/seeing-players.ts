// Players who cheat, for the bench alone: the Expert's card play from deals drawn with hands it
// should not see, every hand or only its partner's. What seeing is worth against the Expert that
// reads the table bounds what any better reading of the bids and plays could buy, and shows which
// of the hidden hands the reading misses most. They bid and declare as the Expert does.

import { bySeat, partnerOf, teamOf } from '../src/index';
import type { BySeat, DominoSet } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import { dealReader } from '../src/ai/bid-reading';
import { constraintsOf } from '../src/ai/inference';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { DealSampler } from '../src/ai/sampler';
import { searchBid, searchTrump } from '../src/ai/search-bid';
import { searchPlay } from '../src/ai/search-play';
import { strategyOf } from '../src/ai/strategy';
import type { ArenaPlayer } from './ai-arena';

const EXPERT = SEARCH_LEVELS.expert;

/** The deals the seat of `k` draws once shown its partner's hand: the two others' hands dealt
 * as the table allows, kept by how well they fit the bids, as the Expert keeps them. */
const partnerShown = (k: KnowledgeIn<'playing'>, hands: BySeat<DominoSet>) => {
  const partner = partnerOf(k.seat);
  const own = bySeat((seat) => (seat === k.seat ? k.hand : seat === partner ? hands[partner] : 0));
  const table = constraintsOf(k);
  const constraints = {
    ...table,
    hidden: table.hidden & ~hands[partner],
    counts: bySeat((seat) => (seat === partner ? 0 : table.counts[seat])),
    minDoubles: table.minDoubles?.seat === partner ? null : table.minDoubles,
  };
  return dealReader(k, new DealSampler(own, constraints), EXPERT.passOverPartnerSaysNothing !== true);
};

/** The Expert, playing the cards from the real deal itself: one sampled deal, the true one. */
const seesEveryHand: ArenaPlayer = (view, seed, hands) =>
  strategyOf({
    bid: (k, rng) => searchBid(k, rng, EXPERT).action,
    trump: (k, rng) => searchTrump(k, rng, EXPERT).action,
    play: (k, rng) => searchPlay(k, rng, { ...EXPERT, samples: 1, minSamples: 1 }, () => hands).action,
  })(view, seed);

/** The Expert, playing the cards from deals that give its partner the partner's real hand at
 * the decisions `when` picks, and from the deals it draws honestly at the others. */
const seesPartnerWhen =
  (when: (k: KnowledgeIn<'playing'>) => boolean): ArenaPlayer =>
  (view, seed, hands) =>
    strategyOf({
      bid: (k, rng) => searchBid(k, rng, EXPERT).action,
      trump: (k, rng) => searchTrump(k, rng, EXPERT).action,
      play: (k, rng) => searchPlay(k, rng, EXPERT, when(k) ? partnerShown(k, hands) : undefined).action,
    })(view, seed);

const isBidder = (k: KnowledgeIn<'playing'>) => k.seat === k.contract.bidder;

/** The seeing players by their names in the arena: every hand or the partner's always, and the
 * partner's only for one side or one time, to find whose view of whom the honest Expert misses. */
export const SEEING_PLAYERS: Record<string, () => ArenaPlayer> = {
  'sees-every-hand': () => seesEveryHand,
  'sees-partner-hand': () => seesPartnerWhen(() => true),
  'bidder-sees-partner': () => seesPartnerWhen(isBidder),
  'bidder-sees-partner-at-first-trick': () => seesPartnerWhen((k) => isBidder(k) && k.tricks.length === 0),
  'bidder-sees-partner-after-first-trick': () => seesPartnerWhen((k) => isBidder(k) && k.tricks.length > 0),
  'bidders-partner-sees-bidder': () => seesPartnerWhen((k) => k.seat === partnerOf(k.contract.bidder)),
  'defenders-see-partner': () => seesPartnerWhen((k) => teamOf(k.seat) !== teamOf(k.contract.bidder)),
};
