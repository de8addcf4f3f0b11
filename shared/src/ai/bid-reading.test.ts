import { describe, expect, it } from 'vitest';
import { HOUSE, createGame, execute } from '../engine';
import type { Action, GameState } from '../engine';
import { getPlayerView } from '../view';
import { dealReader } from './bid-reading';
import { bestSuit } from './hand-value';
import { constraintsOf } from './inference';
import { knowledgeFrom } from './knowledge';
import { Rng } from './rng';
import { DealSampler } from './sampler';

/** The seat after the opener's view once the opener has bid `bid` (or passed). */
const afterOpening = (opening: (seat: 0 | 1 | 2 | 3) => Action) => {
  let state: GameState = createGame(HOUSE, 77);
  const opener = state.turn!;
  state = (execute(state, opening(opener)) as { value: GameState }).value;
  const k = knowledgeFrom(getPlayerView(state, state.turn))!;
  const own = [0, 0, 0, 0] as [number, number, number, number];
  own[k.seat] = k.hand;
  return { k, opener, sampler: new DealSampler(own, constraintsOf(k)) };
};

const meanStrength = (draw: (rng: Rng) => readonly number[], seat: number): number => {
  const rng = new Rng(9);
  let total = 0;
  for (let i = 0; i < 400; i++) total += bestSuit(draw(rng)[seat]!, HOUSE).expected;
  return total / 400;
};

describe('reading the bids', () => {
  it('deals a seat that bid 2 marks a stronger hand than chance would, and a passer a weaker one', () => {
    const bid = afterOpening((seat) => ({ type: 'bid', seat, kind: 'marks', value: 2 }));
    const pass = afterOpening((seat) => ({ type: 'pass', seat }));
    const plain = meanStrength((rng) => bid.sampler.draw(rng), bid.opener);
    expect(meanStrength(dealReader(bid.k, bid.sampler), bid.opener)).toBeGreaterThan(plain + 3);
    expect(meanStrength(dealReader(pass.k, pass.sampler), pass.opener)).toBeLessThan(plain - 1);
  });
});
