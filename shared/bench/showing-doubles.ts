// A convention the Expert's side could play, for the bench alone: the bidder's partner, when it
// cannot follow the suit led, discards from a suit whose double it holds, and the bidder reads it
// so. Of everything the bidder cannot see, its partner's doubles cost it most: a double is the
// partner's sure trick, and the bidder that knows where it lies can lead to it (docs/performance.md,
// "What of its partner's hand the bidder misses"). Its partner's discards are the one thing it can
// say. The partner here shows a double whenever it can, whatever that costs, so the reading is
// as sure as a convention of discards can make it; the bidder keeps only the deals that fit it.
// No level of the app plays it: it did not pay (docs/performance.md, "The bidder's partner
// showing its doubles").

import {
  DOUBLES,
  DOUBLES_TRUMP,
  PIP_SET,
  dominoId,
  followersOf,
  partnerOf,
  playModeOf,
  suitLed,
} from '../src/index';
import type { BySeat, DominoSet, Pip, PlayAction, PlayMode } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { seenPlays } from '../src/ai/play-reading';
import type { Rng } from '../src/ai/rng';
import { dealSource } from '../src/ai/sampling';
import { searchPlay } from '../src/ai/search-play';
import type { ArenaPlayer } from './ai-arena';
import { expertBiddingWith } from './seeing-players';

const EXPERT = SEARCH_LEVELS.expert;

/** How many deals the bidder draws for one sample before it takes one that does not fit. */
const TRIES = 100;

/** The discards of `hand` that show one of its doubles on the trick begun by `trick`: dominoes
 * of a suit whose double, not a trump, is in the hand; none of them when the hand can follow
 * suit, or when the doubles are trump or no suit is (no-trump, nello, sevens). */
export const showingDiscards = (mode: PlayMode, hand: DominoSet, trick: readonly PlayAction[]): DominoSet => {
  if (mode >= DOUBLES_TRUMP || trick.length === 0) return 0;
  if ((hand & followersOf(mode, suitLed(mode, trick[0]!.domino))) !== 0) return 0;
  let shows = 0;
  for (let pip = 0 as Pip; pip < 7; pip++)
    if (pip !== mode && (hand >> dominoId(pip, pip)) & 1) shows |= PIP_SET[pip]!;
  return shows & hand & ~DOUBLES & ~followersOf(mode, mode);
};

/** Whether `hands` fit every discard the bidder's partner made this hand by the convention:
 * from a hand that could show a double, a discard that shows one. */
export const fitsShownDoubles = (k: KnowledgeIn<'playing'>): ((hands: BySeat<DominoSet>) => boolean) => {
  const mode = playModeOf(k.trump, k.settings);
  const partner = partnerOf(k.contract.bidder);
  const plays = seenPlays(k).filter((seen) => seen.play.seat === partner);
  return (hands) =>
    plays.every(({ play, before, playedSince }) => {
      const shows = showingDiscards(mode, hands[partner] | playedSince, before);
      return shows === 0 || ((shows >> play.domino) & 1) === 1;
    });
};

/** The Expert's deals for the bidder, keeping only those that fit its partner's discards (after
 * `TRIES` draws, the last one drawn). */
const readingDiscards = (k: KnowledgeIn<'playing'>): ((rng: Rng) => BySeat<DominoSet>) => {
  const draw = dealSource(k, EXPERT.passOverPartnerSaysNothing !== true);
  const fits = fitsShownDoubles(k);
  return (rng) => {
    let hands = draw(rng);
    for (let tries = 1; tries < TRIES && !fits(hands); tries++) hands = draw(rng);
    return hands;
  };
};

/** The play the Expert makes at `k`, where the bidder's partner shows a double whenever it can
 * (the best of its showing discards) and the bidder, when it `reads`, draws only deals that fit. */
const showingPlay = (k: KnowledgeIn<'playing'>, rng: Rng, reads: boolean): PlayAction => {
  const bidder = k.contract.bidder;
  const shows = showingDiscards(playModeOf(k.trump, k.settings), k.hand, k.trick);
  if (k.seat === partnerOf(bidder) && shows !== 0) {
    const validActions = k.validActions.filter((a) => a.type === 'play' && (shows >> a.domino) & 1);
    return searchPlay({ ...k, validActions }, rng, EXPERT).action;
  }
  return searchPlay(k, rng, EXPERT, reads && k.seat === bidder ? readingDiscards(k) : undefined).action;
};

/** The Expert whose bidder's partner shows its doubles, read by the bidder or not. */
const showingDoubles = (reads: boolean): ArenaPlayer =>
  expertBiddingWith((k, rng) => showingPlay(k, rng, reads));

/** The players of the convention by their names in the arena. */
export const SHOWING_PLAYERS: Record<string, () => ArenaPlayer> = {
  'expert-shows-doubles': () => showingDoubles(true),
  'expert-shows-doubles-unread': () => showingDoubles(false),
};
