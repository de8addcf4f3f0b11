// The perft of bidding: count every complete legal auction of straight 42 that the bid generator
// produces, with the highest mark bid capped, against the published counts.

import { describe, expect, it } from 'vitest';
import { TOURNAMENT } from './settings';
import { execute } from './execute';
import { createGame } from './game';
import type { GameState } from './state';
import { validActions } from './valid-actions';

const countAuctions = (state: GameState, cap: number, bidsLeft: number): number => {
  if (bidsLeft === 0) return 1;
  let count = 0;
  for (const action of validActions(state)) {
    if (action.type === 'bid' && action.kind !== 'points' && action.value > cap) continue;
    const next = execute(state, action);
    if (next.ok) count += countAuctions(next.value, cap, bidsLeft - 1);
  }
  return count;
};

describe('auctions of straight 42', () => {
  it('number 2380, 3060, 3196, 3213, 3214, 3214, 3214 with the top mark bid capped at 1..7 marks', () => {
    const start = createGame(TOURNAMENT, 1);
    const counts = [1, 2, 3, 4, 5, 6, 7].map((cap) => countAuctions(start, cap, 4));
    expect(counts).toEqual([2380, 3060, 3196, 3213, 3214, 3214, 3214]);
  });
});
