// The deals a seat can imagine: the hidden dominoes dealt uniformly among the hands that fit the
// play so far, kept in proportion to how well they fit the bids. If the voids a seat believes it
// saw cannot all be true (a misreading of an unusual table), the voids are dropped.

import type { BySeat, DominoSet } from '../engine';
import { dealReader } from './bid-reading';
import { constraintsOf } from './inference';
import type { Knowledge } from './knowledge';
import type { Rng } from './rng';
import { DealSampler } from './sampler';

/** A source of deals consistent with what the seat knows; the seat's own hand is always its own. */
export const dealSource = (k: Knowledge): ((rng: Rng) => BySeat<DominoSet>) => {
  const own = [0, 0, 0, 0];
  own[k.seat] = k.hand;
  const constraints = constraintsOf(k);
  let sampler = new DealSampler(own as unknown as BySeat<DominoSet>, constraints);
  if (sampler.count() === 0) {
    const forbidden = [0, 0, 0, 0];
    forbidden[k.seat] = constraints.forbidden[k.seat]!;
    const relaxed = {
      ...constraints,
      forbidden: forbidden as unknown as BySeat<DominoSet>,
      minDoubles: null,
    };
    sampler = new DealSampler(own as unknown as BySeat<DominoSet>, relaxed);
  }
  return dealReader(k, sampler);
};
