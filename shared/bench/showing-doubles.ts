// A convention the Expert's side could play, for the bench alone: the bidder's partner, when it
// cannot follow the suit led, discards from a suit whose double it holds, and the bidder reads it
// so. Of everything the bidder cannot see, its partner's doubles cost it most: a double is the
// partner's sure trick, and the bidder that knows where it lies can lead to it (docs/performance.md,
// "What of its partner's hand the bidder misses"). Its partner's discards are the one thing it can
// say. The partner here shows a double whenever it can, whatever that costs, so the reading is
// as sure as a convention of discards can make it; the bidder keeps only the deals that fit it.
// No level of the app plays it: it did not pay (docs/performance.md, "The bidder's partner
// showing its doubles").
//
// The free conventions give a signal only where it costs nothing by the player's own search: among
// the plays it scores as high as its best on the same deals. A reader cannot know which discards
// and follows were free, so a deal that does not fit a signal keeps part of its weight rather
// than none (docs/performance.md, "Doubles shown only when it costs nothing").

import {
  DOUBLES,
  DOUBLES_TRUMP,
  PIP_SET,
  dominoId,
  dominoesIn,
  followersOf,
  partnerOf,
  playModeOf,
  powerOf,
  suitLed,
} from '../src/index';
import type { BySeat, DominoSet, Pip, PlayAction, PlayMode } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { seenPlays } from '../src/ai/play-reading';
import type { SeenPlay } from '../src/ai/play-reading';
import type { Rng } from '../src/ai/rng';
import { dealSource } from '../src/ai/sampling';
import { searchPlay } from '../src/ai/search-play';
import type { PlayChoice } from '../src/ai/search-play';
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

/** How much of its weight a deal keeps, under the free convention, for each discard of the
 * partner's that could have shown a double the deal gives it and did not: a reader cannot tell a
 * discard that hid a double from one that showing it would have cost. */
const UNSHOWN = 0.25;

/** How much of its weight a deal keeps for each follow of the partner's that said the opposite of
 * what the deal gives it: a follow is chosen by the signal only when the search finds no better. */
const MISSIGNALLED = 0.5;

/** How many deals a reader of the free convention draws for one sample, keeping each in
 * proportion to how well it fits its partner's discards (and follows). */
const SOFT_TRIES = 16;

/** How well `hands` fit the partner's plays this hand: the product of `fits` over them, each
 * asked of the hand the deal gave the partner then. */
const partnerFit = (
  k: KnowledgeIn<'playing'>,
  fits: (mode: PlayMode, hand: DominoSet, seen: SeenPlay) => number,
): ((hands: BySeat<DominoSet>) => number) => {
  const mode = playModeOf(k.trump, k.settings);
  const partner = partnerOf(k.seat);
  const plays = seenPlays(k).filter((seen) => seen.play.seat === partner);
  return (hands) => plays.reduce((w, seen) => w * fits(mode, hands[partner] | seen.playedSince, seen), 1);
};

/** How well `hands` fit the partner's discards under the free convention (UNSHOWN). */
export const discardsFit = (k: KnowledgeIn<'playing'>) =>
  partnerFit(k, (mode, hand, { play, before }) => {
    const shows = showingDiscards(mode, hand, before);
    return shows === 0 || ((shows >> play.domino) & 1) === 1 ? 1 : UNSHOWN;
  });

/** Whether `hand` holds a double that is neither trump nor of the suit `trick` leads. */
export const holdsOffDouble = (mode: PlayMode, hand: DominoSet, trick: readonly PlayAction[]): boolean =>
  (hand & DOUBLES & ~followersOf(mode, mode) & ~followersOf(mode, suitLed(mode, trick[0]!.domino))) !== 0;

/** The powers in the suit led of the follows of `hand` to `trick` that can carry a signal: none
 * on a lead, when the hand has fewer than two follows, or when no suit is trump (no-trump,
 * nello, sevens, doubles as trump). */
export const signalFollows = (mode: PlayMode, hand: DominoSet, trick: readonly PlayAction[]): number[] => {
  if (mode >= DOUBLES_TRUMP || trick.length === 0) return [];
  const suit = suitLed(mode, trick[0]!.domino);
  const follows = hand & followersOf(mode, suit);
  if ((follows & (follows - 1)) === 0) return [];
  return dominoesIn(follows).map((domino) => powerOf(mode, suit, domino));
};

/** How well `hands` fit the partner's follows, each read as a signal: its highest follow when it
 * holds a double off trump and the suit led, its lowest when it holds none (MISSIGNALLED). */
export const followsFit = (k: KnowledgeIn<'playing'>) =>
  partnerFit(k, (mode, hand, { play, before }) => {
    const powers = signalFollows(mode, hand, before);
    if (powers.length === 0) return 1;
    const power = powerOf(mode, suitLed(mode, before[0]!.domino), play.domino);
    const high = power === Math.max(...powers);
    const low = power === Math.min(...powers);
    return high === low || high === holdsOffDouble(mode, hand, before) ? 1 : MISSIGNALLED;
  });

/** The Expert's deals for the seat of `k`, kept in proportion to `fit`. A deal that fits whole is
 * taken without a draw from `rng`: with nothing to read, the seat samples exactly the deals the
 * Expert does, so the two tables of a duplicate deal part only where a signal was given. */
const weighedBy = (
  k: KnowledgeIn<'playing'>,
  fit: (hands: BySeat<DominoSet>) => number,
): ((rng: Rng) => BySeat<DominoSet>) => {
  const draw = dealSource(k, EXPERT.passOverPartnerSaysNothing !== true);
  return (rng) => {
    let hands = draw(rng);
    for (let tries = 1; tries < SOFT_TRIES; tries++) {
      const weight = fit(hands);
      if (weight >= 1 || rng.next() < weight) break;
      hands = draw(rng);
    }
    return hands;
  };
};

/** The plays `choice` scores as high as its best on the same deals, best first; with a `cost`, also
 * those whose chance of making (or setting) the contract is at most that much lower. */
const freePlays = (choice: PlayChoice, cost = 0): number[] => {
  const scores = [...(choice.scores ?? new Map<number, number>())].sort(([, a], [, b]) => b - a);
  const least = (scores[0]?.[1] ?? 0) - (choice.isChance ? cost : 0) - 1e-9;
  return scores.filter(([, score]) => score >= least).map(([domino]) => domino);
};

/** How much chance of making or setting the contract a cheap convention's discard may give up. */
const CHEAP = 0.05;

/** The play the Expert makes at `k` where the bidder's partner (or, with `everySeat`, each seat's)
 * shows a double only when that costs nothing (or at most `cost`), and the bidder (each seat)
 * weighs its deals by it. */
const freeShowingPlay = (k: KnowledgeIn<'playing'>, rng: Rng, everySeat = false, cost = 0): PlayAction => {
  const bidder = k.contract.bidder;
  const reads = everySeat || k.seat === bidder;
  const choice = searchPlay(k, rng, EXPERT, reads ? weighedBy(k, discardsFit(k)) : undefined);
  if (!everySeat && k.seat !== partnerOf(bidder)) return choice.action;
  const shows = showingDiscards(playModeOf(k.trump, k.settings), k.hand, k.trick);
  const showing = freePlays(choice, cost).find((domino) => (shows >> domino) & 1);
  return showing === undefined || (shows >> choice.action.domino) & 1
    ? choice.action
    : { ...choice.action, domino: showing };
};

/** The play the Expert makes at `k` where every seat signals when it costs nothing: a discard
 * shows a double, and a follow is the highest of the best when the hand holds a double off trump
 * and the suit led, the lowest when not; each seat reads its partner so. */
const signallingPlay = (k: KnowledgeIn<'playing'>, rng: Rng): PlayAction => {
  const discards = discardsFit(k);
  const follows = followsFit(k);
  const choice = searchPlay(
    k,
    rng,
    EXPERT,
    weighedBy(k, (hands) => discards(hands) * follows(hands)),
  );
  const mode = playModeOf(k.trump, k.settings);
  const free = freePlays(choice);
  const shows = showingDiscards(mode, k.hand, k.trick);
  if (shows !== 0) {
    const showing = free.find((domino) => (shows >> domino) & 1);
    return showing === undefined ? choice.action : { ...choice.action, domino: showing };
  }
  if (free.length === 0 || signalFollows(mode, k.hand, k.trick).length === 0) return choice.action;
  const suit = suitLed(mode, k.trick[0]!.domino);
  const byPower = free.sort((a, b) => powerOf(mode, suit, a) - powerOf(mode, suit, b));
  const signal = holdsOffDouble(mode, k.hand, k.trick) ? byPower.at(-1)! : byPower[0]!;
  return { ...choice.action, domino: signal };
};

/** The Expert whose bidder's partner shows its doubles, read by the bidder or not. */
const showingDoubles = (reads: boolean): ArenaPlayer =>
  expertBiddingWith((k, rng) => showingPlay(k, rng, reads));

/** The players of the convention by their names in the arena. */
export const SHOWING_PLAYERS: Record<string, () => ArenaPlayer> = {
  'expert-shows-doubles': () => showingDoubles(true),
  'expert-shows-doubles-unread': () => showingDoubles(false),
  'expert-shows-doubles-free': () => expertBiddingWith((k, rng) => freeShowingPlay(k, rng)),
  'expert-shows-doubles-free-all': () => expertBiddingWith((k, rng) => freeShowingPlay(k, rng, true)),
  'expert-shows-doubles-cheap': () => expertBiddingWith((k, rng) => freeShowingPlay(k, rng, false, CHEAP)),
  'expert-signals-doubles-free': () => expertBiddingWith(signallingPlay),
};
