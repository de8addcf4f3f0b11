// What the bids say about the hands behind them. A seat that bid high was probably dealt a hand
// that makes it; a seat that passed probably was not; a bidder who named a trump probably holds
// it. Sampled deals are kept in proportion to how well each bidder's dealt hand fits its bids, as
// the heuristic reads hands: a soft filter on top of the hard facts of play. A pass over the
// partner's bid can be read as saying nothing: every level here leaves a partner's bid alone
// whatever its hand (chooseBid in heuristic-bid.ts outbids a partner only with a much surer mark
// bid), and of the Expert's passes over its partner's bid, all but a few in a hundred came from
// hands of every strength (`npm run bench:ai -- --only=bid-reading`).

import { bidStrength, playModeOf } from '../engine';
import type { BidAction, BySeat, Contract, DominoSet, PassAction } from '../engine';
import {
  bestSuit,
  chanceOf,
  expectedPoints,
  nelloChance,
  normalChance,
  pointsToMake,
  sevensChance,
} from './hand-value';
import { tricksOf } from './inference';
import type { Knowledge } from './knowledge';
import type { Rng } from './rng';
import type { DealSampler } from './sampler';

/** The least weight any deal keeps: players do not all bid by the same book. */
const FLOOR = 0.05;

/** How likely the book takes a bid to be from a hand with `chance` of making it: how sharply a
 * bid separates the hands that make it from those that do not (a pass, the rest of that). */
export const likely = (chance: number): number => normalChance((chance - 0.5) / 0.12);

/** The dominoes each seat has played this hand. */
const playedBySeat = (k: Knowledge): number[] => {
  const played = [0, 0, 0, 0];
  for (const plays of tricksOf(k)) for (const play of plays) played[play.seat]! |= 1 << play.domino;
  return played;
};

/** How likely a seat dealt `dealt` was to make this bid or pass, up to a constant. */
const fit = (
  k: Knowledge,
  action: BidAction | PassAction,
  high: Contract | null,
  dealt: DominoSet,
): number => {
  const contract = k.contract;
  const declared = contract !== null && contract.bidder === action.seat && k.trump !== null ? k.trump : null;
  const expected =
    declared !== null && declared !== 'nello' && declared !== 'sevens'
      ? expectedPoints(dealt, playModeOf(declared, k.settings))
      : bestSuit(dealt, k.settings).expected;
  if (action.type === 'pass') {
    const lowest = Math.max(30, bidStrength(high) + 1);
    return Math.max(FLOOR, 1 - likely(chanceOf(expected, Math.min(lowest, 42))));
  }
  if (action.kind === 'splash' || action.kind === 'plunge') return 1;
  let chance = chanceOf(expected, pointsToMake(action));
  if (declared === 'nello') chance = nelloChance(dealt, k.settings);
  if (declared === 'sevens') chance = sevensChance(dealt);
  return Math.max(FLOOR, likely(chance));
};

/** True when `action` passes over a bid its own side holds. */
const passOverPartner = (action: BidAction | PassAction, high: Contract | null): boolean =>
  action.type === 'pass' && high !== null && high.bidder % 2 === action.seat % 2;

/** How well a deal fits the bids of the other seats, 0..1; a pass over the partner's bid counts
 * only when `readsPassOverPartner`. */
const bidFit = (
  k: Knowledge,
  hands: BySeat<DominoSet>,
  played: readonly number[],
  readsPassOverPartner: boolean,
): number => {
  let likelihood = 1;
  let high: Contract | null = null;
  for (const action of k.bids) {
    const read = readsPassOverPartner || !passOverPartner(action, high);
    if (action.seat !== k.seat && read)
      likelihood *= fit(k, action, high, hands[action.seat]! | played[action.seat]!);
    if (action.type === 'bid') high = { bidder: action.seat, kind: action.kind, value: action.value };
  }
  return likelihood;
};

/** Draws deals from `sampler` and keeps each in proportion to how well it fits the bids (a pass
 * over the partner's bid among them unless `readsPassOverPartner` is false). */
export const dealReader = (
  k: Knowledge,
  sampler: DealSampler,
  readsPassOverPartner = true,
  attempts = 16,
) => {
  const played = playedBySeat(k);
  const readsBids = k.bids.some((action) => action.seat !== k.seat);
  return (rng: Rng): BySeat<DominoSet> => {
    let best = sampler.draw(rng);
    if (!readsBids) return best;
    let bestFit = -1;
    for (let i = 0; i < attempts; i++) {
      const hands = i === 0 ? best : sampler.draw(rng);
      const fitness = bidFit(k, hands, played, readsPassOverPartner);
      if (rng.next() < fitness) return hands;
      if (fitness > bestFit) {
        best = hands;
        bestFit = fitness;
      }
    }
    return best;
  };
};
