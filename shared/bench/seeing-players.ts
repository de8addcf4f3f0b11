// Players who cheat, for the bench alone: the Expert's card play from deals drawn with hands it
// should not see, every hand or only its partner's. What seeing is worth against the Expert that
// reads the table bounds what any better reading of the bids and plays could buy, and shows which
// of the hidden hands the reading misses most. They bid and declare as the Expert does.

import {
  ALL_DOMINOES,
  DOMINO_COUNT,
  DOUBLES,
  DOUBLES_SUIT,
  DOUBLES_TRUMP,
  bySeat,
  countOf,
  followersOf,
  partnerOf,
  playModeOf,
  setOf,
  sizeOf,
  suitLed,
  teamOf,
} from '../src/index';
import type { BySeat, DominoSet } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import { dealReader } from '../src/ai/bid-reading';
import { constraintsOf, tricksOf } from '../src/ai/inference';
import type { Knowledge, KnowledgeIn } from '../src/ai/knowledge';
import { DealSampler } from '../src/ai/sampler';
import { searchBid, searchTrump } from '../src/ai/search-bid';
import { searchPlay } from '../src/ai/search-play';
import { strategyOf } from '../src/ai/strategy';
import type { Policy, Strategy } from '../src/ai/strategy';
import type { ArenaPlayer } from './ai-arena';

const EXPERT = SEARCH_LEVELS.expert;

/** The deals the seat of `k` draws once shown which of `shown` its partner holds (by default
 * every domino: the partner's whole hand): the rest dealt as the table allows, kept by how well
 * they fit the bids, as the Expert keeps them. */
const partnerShown = (k: Knowledge, hands: BySeat<DominoSet>, shown = ALL_DOMINOES) => {
  const partner = partnerOf(k.seat);
  const table = constraintsOf(k);
  const held = hands[partner] & shown;
  const hidden = table.hidden & ~held;
  const own = bySeat((seat) => (seat === k.seat ? k.hand : seat === partner ? held : 0));
  const constraints = {
    ...table,
    hidden,
    counts: bySeat((seat) => table.counts[seat] - (seat === partner ? sizeOf(held) : 0)),
    forbidden: bySeat((seat) => table.forbidden[seat] | (seat === partner ? hidden & shown : 0)),
    minDoubles: table.minDoubles?.seat === partner ? null : table.minDoubles,
  };
  return dealReader(k, new DealSampler(own, constraints), EXPERT.passOverPartnerSaysNothing !== true);
};

/** The Expert's bidding and declaring, with the card play `play`: the bench's players that
 * differ from the Expert only in how they play the cards. */
export const expertBiddingWith = (play: Policy['play']): Strategy =>
  strategyOf({
    bid: (k, rng) => searchBid(k, rng, EXPERT).action,
    trump: (k, rng) => searchTrump(k, rng, EXPERT).action,
    play,
  });

/** The Expert, playing the cards from the real deal itself: one sampled deal, the true one. */
const seesEveryHand: ArenaPlayer = (view, seed, hands) =>
  expertBiddingWith(
    (k, rng) => searchPlay(k, rng, { ...EXPERT, samples: 1, minSamples: 1 }, () => hands).action,
  )(view, seed);

/** The Expert, playing the cards from deals that give its partner the partner's real hand at
 * the decisions `when` picks, and from the deals it draws honestly at the others. */
const seesPartnerWhen =
  (
    when: (k: KnowledgeIn<'playing'>) => boolean,
    shown?: (k: KnowledgeIn<'playing'>) => DominoSet,
  ): ArenaPlayer =>
  (view, seed, hands) =>
    expertBiddingWith(
      (k, rng) => searchPlay(k, rng, EXPERT, when(k) ? partnerShown(k, hands, shown?.(k)) : undefined).action,
    )(view, seed);

const isBidder = (k: KnowledgeIn<'playing'>) => k.seat === k.contract.bidder;

/** The Expert, its bidder's partner shown the bidder's hand when it names trump after splash or
 * plunge, and, `playing` too, at each of its plays: how many splashes and plunges real play
 * makes when the bidder's hand is no secret, the most a convention or a sharper reading of the
 * bid could buy them (ai-special-losses.ts). */
const partnerSeesSplasher =
  (playing: boolean): ArenaPlayer =>
  (view, seed, hands) => {
    const shown = (k: KnowledgeIn<'trump' | 'playing'>) =>
      k.seat === partnerOf(k.contract.bidder) ? partnerShown(k, hands) : undefined;
    return strategyOf({
      bid: (k, rng) => searchBid(k, rng, EXPERT).action,
      trump: (k, rng) => searchTrump(k, rng, EXPERT, shown(k)).action,
      play: (k, rng) => searchPlay(k, rng, EXPERT, playing ? shown(k) : undefined).action,
    })(view, seed);
  };

/** True once the bidder's partner has failed to follow the suit led: from then on a partner that
 * shows its doubles in its discards (showing-doubles.ts) could have shown one. */
const partnerHasDiscarded = (k: KnowledgeIn<'playing'>): boolean => {
  const mode = playModeOf(k.trump, k.settings);
  const partner = partnerOf(k.contract.bidder);
  return tricksOf(k).some(([lead, ...rest]) => {
    const suit = followersOf(mode, suitLed(mode, lead!.domino));
    return rest.some((play) => play.seat === partner && ((suit >> play.domino) & 1) === 0);
  });
};

/** The count dominoes: 5-5, 6-4, 5-0, 4-1 and 3-2. */
const COUNT: DominoSet = setOf([...Array(DOMINO_COUNT).keys()].filter((id) => countOf(id) > 0));

/** The trumps of the hand being played (none in nello and sevens). */
const trumpsOf = (k: KnowledgeIn<'playing'>): DominoSet => {
  const mode = playModeOf(k.trump, k.settings);
  return mode <= DOUBLES_TRUMP ? followersOf(mode, mode === DOUBLES_TRUMP ? DOUBLES_SUIT : mode) : 0;
};

/** The seeing players by their names in the arena: every hand or the partner's always; the
 * partner's only for one side or one time, to find whose view of whom the honest Expert misses;
 * to the bidder only the partner's doubles, trumps or count, to find what of it; and its doubles
 * only from the partner's first discard on, when a convention of discards could first show them. */
export const SEEING_PLAYERS: Record<string, () => ArenaPlayer> = {
  'sees-every-hand': () => seesEveryHand,
  'sees-partner-hand': () => seesPartnerWhen(() => true),
  'bidder-sees-partner': () => seesPartnerWhen(isBidder),
  'bidder-sees-partner-at-first-trick': () => seesPartnerWhen((k) => isBidder(k) && k.tricks.length === 0),
  'bidder-sees-partner-after-first-trick': () => seesPartnerWhen((k) => isBidder(k) && k.tricks.length > 0),
  'bidders-partner-sees-bidder': () => seesPartnerWhen((k) => k.seat === partnerOf(k.contract.bidder)),
  'bidder-sees-partner-doubles': () => seesPartnerWhen(isBidder, () => DOUBLES),
  'bidder-sees-partner-trumps': () => seesPartnerWhen(isBidder, trumpsOf),
  'bidder-sees-partner-count': () => seesPartnerWhen(isBidder, () => COUNT),
  'bidder-sees-partner-doubles-once-discarded': () =>
    seesPartnerWhen(
      (k) => isBidder(k) && partnerHasDiscarded(k),
      () => DOUBLES,
    ),
  'defenders-see-partner': () => seesPartnerWhen((k) => teamOf(k.seat) !== teamOf(k.contract.bidder)),
  'splash-partner-sees-bidder-at-trump': () => partnerSeesSplasher(false),
  'splash-partner-sees-bidder': () => partnerSeesSplasher(true),
};
