// From hand features to chances: the points a bidder can expect with each declaration (weights
// fitted to double-dummy results of random deals, partner's hand unseen), the chance of reaching a
// bid, and rough readings of the special contracts: nello, sevens, splash and plunge.

import { DOUBLES_TRUMP, TRUMPS, highEnd, lowEnd, playModeOf } from '../engine';
import type { BidKind, DominoSet, PlayMode, Settings, Trump } from '../engine';
import { doublesIn, featuresOf } from './hand-strength';
import { MODE_TABLES } from './solver-tables';

/** The declarations that name a trump suit or none (not nello or sevens). */
export const SUIT_TRUMPS: readonly Trump[] = TRUMPS.filter(
  (trump) => trump !== 'nello' && trump !== 'sevens',
);

/** Spread of the points a bidder takes around the expectation (double-dummy, partner unseen). */
export const SPREAD = 11.4;

/** The points a bid or contract must take: its value, or 42 (every trick) for a mark bid or a
 * special contract. */
export const pointsToMake = (bid: { readonly kind: BidKind; readonly value: number }): number =>
  bid.kind === 'points' ? bid.value : 42;

/** A smooth 0..1 step: the logistic approximation of the normal distribution function. */
export const normalChance = (z: number): number => 1 / (1 + Math.exp(-1.702 * z));

/** The points a bidder who declares in `mode` and leads can expect with `hand`. */
export const expectedPoints = (hand: DominoSet, mode: PlayMode): number => {
  const f = featuresOf(hand, mode);
  if (mode < DOUBLES_TRUMP)
    return (
      13.1 +
      3.46 * f.trumps +
      3.85 * f.topTrumps +
      2.53 * f.sureOffs +
      0.37 * f.count -
      0.22 * f.offCount +
      0.48 * f.voids
    );
  if (mode === DOUBLES_TRUMP)
    return 13.6 + 3.65 * f.trumps + 2.99 * f.topTrumps + 2.74 * f.sureOffs + 0.35 * f.count + 0.75 * f.voids;
  return 18.3 + 4.11 * f.sureOffs + 0.18 * f.count + 0.18 * f.offCount + 0.74 * f.voids;
};

/** The chance of taking at least `points` (42: every trick) when `expected` is the expectation.
 * Every trick is rarer in real play than double dummy (which makes it a third of the time at an
 * expectation of 34), so that curve sits further right. */
export const chanceOf = (expected: number, points: number): number =>
  points >= 42 ? normalChance((expected - 41) / 8) : normalChance((expected - points + 0.5) / SPREAD);

/** The best suit declaration for a hand and what it is expected to take. */
export const bestSuit = (hand: DominoSet, settings: Settings): { trump: Trump; expected: number } => {
  let best = { trump: SUIT_TRUMPS[0]!, expected: -1 };
  for (const trump of SUIT_TRUMPS) {
    const expected = expectedPoints(hand, playModeOf(trump, settings));
    if (expected > best.expected) best = { trump, expected };
  }
  return best;
};

const pipTotal = (id: number): number => highEnd(id) + lowEnd(id);

/** Sevens: how far the hand's dominoes sit from 7 pips, in all. Under 10 is a strong sevens hand. */
const sevensDistance = (hand: DominoSet): number => {
  let distance = 0;
  for (let rest = hand; rest !== 0; rest &= rest - 1)
    distance += Math.abs(pipTotal(31 - Math.clz32(rest & -rest)) - 7);
  return distance;
};

/** The chance of winning every trick in sevens, read from the distance to 7. */
export const sevensChance = (hand: DominoSet): number => normalChance((11.5 - sevensDistance(hand)) / 2.2);

/** What a nello hand is read from, in nello's ranking as the table plays its doubles. For each
 * domino, the other hands' dominoes ranking below it in its suit (each a lead the bidder may have
 * to overtake): summed over the suits the dominoes are led as (`led`), and over the other suit a
 * domino belongs to (`other`: it can be made to follow there too). For each suit the hand holds,
 * the others' dominoes below its lowest one there (`under`: a lead under every domino it has of
 * that suit forces it to take the trick); and how many suits it holds (`suits`: fewer leave more
 * voids to throw a dangerous domino on). */
export const nelloFeatures = (
  hand: DominoSet,
  settings: Settings,
): { led: number; other: number; under: number; suits: number } => {
  const t = MODE_TABLES[playModeOf('nello', settings)]!;
  const features = { led: 0, other: 0, under: 0, suits: 0 };
  t.follow.forEach((members, suit) => {
    const mine = members & hand;
    if (mine === 0) return;
    let lowest = 99;
    for (let rest = mine; rest !== 0; rest &= rest - 1) {
      const id = 31 - Math.clz32(rest & -rest);
      let below = 0;
      for (let o = members & ~hand; o !== 0; o &= o - 1)
        if (t.power[suit * 28 + 31 - Math.clz32(o & -o)]! < t.power[suit * 28 + id]!) below++;
      if (t.led[id] === suit) features.led += below;
      else features.other += below;
      lowest = Math.min(lowest, below);
    }
    features.under += lowest;
    features.suits++;
  });
  return features;
};

/** The reading's weights in log-odds: a constant, then one per feature of `nelloFeatures`, fitted
 * to how often the double-dummy defenders fail to set the hand over sampled deals (the chance the
 * search's nello trial measures): `npm run bench:ai -- --only=nello-reading`. */
const NELLO_READING = { constant: 3.402, led: -0.216, other: -0.06, under: -0.216, suits: -0.228 };

/** The chance the double-dummy defenders cannot make the bidder take a trick in nello. */
export const nelloChance = (hand: DominoSet, settings: Settings): number => {
  const f = nelloFeatures(hand, settings);
  const w = NELLO_READING;
  const z = w.constant + w.led * f.led + w.other * f.other + w.under * f.under + w.suits * f.suits;
  return 1 / (1 + Math.exp(-z));
};

/** The chance of a splash or plunge: partner names trump and every trick must be won; the
 * doubles are the bidder's sure winners. Double-dummy play makes about half of them with 3 or 4
 * doubles; real play does worse, so the reading is a little cautious. */
export const doublesContractChance = (hand: DominoSet): number =>
  [0, 0, 0, 0.45, 0.52, 0.6, 0.7, 0.8][doublesIn(hand)]!;
