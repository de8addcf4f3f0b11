// The deals a seat can imagine: the hidden dominoes dealt uniformly among the hands that fit the
// play so far, kept in proportion to how well they fit the bids (bid-reading.ts). If the voids a seat believes it
// saw cannot all be true (a misreading of an unusual table), the voids are dropped.

import { bySeat } from '../engine';
import type { BySeat, DominoSet } from '../engine';
import { dealReader } from './bid-reading';
import { constraintsOf } from './inference';
import type { Knowledge } from './knowledge';
import type { Rng } from './rng';
import { DealSampler } from './sampler';

/** Where a search's sampled deals come from, one deal a draw. */
export type DealSource = (rng: Rng) => BySeat<DominoSet>;

/** A source of deals consistent with what the seat knows; the seat's own hand is always its own. A
 * pass over the partner's bid is read unless `readsPassOverPartner` is false. */
export const dealSource = (k: Knowledge, readsPassOverPartner = true): DealSource => {
  const own = bySeat((seat) => (seat === k.seat ? k.hand : 0));
  const constraints = constraintsOf(k);
  let sampler = new DealSampler(own, constraints);
  if (sampler.count() === 0) {
    const forbidden = bySeat((seat) => (seat === k.seat ? constraints.forbidden[seat] : 0));
    const relaxed = { ...constraints, forbidden, minDoubles: null };
    sampler = new DealSampler(own, relaxed);
  }
  return dealReader(k, sampler, readsPassOverPartner);
};
