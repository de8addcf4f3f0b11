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

/** The view of the seat whose turn comes once the opener and the seats after it have made `moves`
 * (the opener's first). */
const afterOpening = (...moves: ((seat: 0 | 1 | 2 | 3) => Action)[]) => {
  let state: GameState = createGame(HOUSE, 77);
  const opener = state.turn!;
  for (const move of moves) state = (execute(state, move(state.turn!)) as { value: GameState }).value;
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

  it("takes a pass over the partner's bid as saying nothing of the hand when asked, where the book reads it as weak", () => {
    // The opener bids 30, the next seat passes, and the opener's partner passes over that bid.
    const { k, sampler, opener } = afterOpening(
      (seat) => ({ type: 'bid', seat, kind: 'points', value: 30 }),
      (seat) => ({ type: 'pass', seat }),
      (seat) => ({ type: 'pass', seat }),
    );
    const partner = (opener + 2) % 4;
    // The same table without that pass: the bids the silent reading should keep deals by.
    const unsaid = { ...k, bids: k.bids.filter((action) => action.seat !== partner) };
    const silent = meanStrength(dealReader(k, sampler, false), partner);
    expect(silent).toBe(meanStrength(dealReader(unsaid, sampler), partner));
    expect(meanStrength(dealReader(k, sampler), partner)).toBeLessThan(silent - 2);
  });
});
