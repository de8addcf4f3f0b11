import { describe, expect, it } from 'vitest';
import { ALL_DOMINOES, DOUBLES, sizeOf } from '../engine/domino';
import { Rng } from './rng';
import { DealSampler } from './sampler';
import type { Constraints } from './inference';

const constraints = (
  own: number,
  forbidden: [number, number, number, number],
  minDoubles: Constraints['minDoubles'] = null,
): Constraints => ({
  played: 0,
  hidden: ALL_DOMINOES & ~own,
  counts: [0, 7, 7, 7],
  forbidden,
  minDoubles,
});

const OWN = 0b1111111; // 0-0, 1-0, 1-1, 2-0, 2-1, 2-2, 3-0

describe('the deal sampler', () => {
  it('deals every hidden domino once, seven to each other seat', () => {
    const sampler = new DealSampler([OWN, 0, 0, 0], constraints(OWN, [ALL_DOMINOES, 0, 0, 0]));
    const rng = new Rng(1);
    for (let i = 0; i < 200; i++) {
      const hands = sampler.draw(rng);
      expect(hands[0]).toBe(OWN);
      expect(hands.map(sizeOf)).toEqual([7, 7, 7, 7]);
      expect(hands[0] | hands[1] | hands[2] | hands[3]).toBe(ALL_DOMINOES);
    }
  });

  it('never gives a seat a domino it showed it lacks, nor a splash bidder too few doubles', () => {
    const sixes = 0b1111111 << 21;
    const sampler = new DealSampler(
      [OWN, 0, 0, 0],
      constraints(OWN, [ALL_DOMINOES, sixes, 0, 0], { seat: 3, count: 3 }),
    );
    const rng = new Rng(2);
    for (let i = 0; i < 300; i++) {
      const hands = sampler.draw(rng);
      expect(hands[1] & sixes).toBe(0);
      expect(sizeOf(hands[3] & DOUBLES)).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes every fitting deal equally likely', () => {
    // Seat 1 may not hold the 6-6: where the 6-6 lands must split evenly between seats 2 and 3,
    // and a free domino like the 6-5 must land with each seat a third of the time.
    const sampler = new DealSampler([OWN, 0, 0, 0], constraints(OWN, [ALL_DOMINOES, 1 << 27, 0, 0]));
    const rng = new Rng(3);
    const doubleSix = [0, 0, 0, 0];
    const sixFive = [0, 0, 0, 0];
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const hands = sampler.draw(rng);
      hands.forEach((hand, seat) => {
        doubleSix[seat]! += (hand >> 27) & 1;
        sixFive[seat]! += (hand >> 26) & 1;
      });
    }
    expect(doubleSix[1]).toBe(0);
    expect(Math.abs(doubleSix[2]! / draws - 0.5)).toBeLessThan(0.03);
    // Seat 1 holds 7 of the 20 dominoes other than the 6-6: 7/20 of the 6-5s.
    expect(Math.abs(sixFive[1]! / draws - 7 / 20)).toBeLessThan(0.03);
  });

  it('counts no deals when the constraints contradict each other', () => {
    const sampler = new DealSampler(
      [OWN, 0, 0, 0],
      constraints(OWN, [ALL_DOMINOES, 1 << 27, 1 << 27, 1 << 27]),
    );
    expect(sampler.count()).toBe(0);
  });
});
