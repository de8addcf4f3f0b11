import { describe, expect, it } from 'vitest';
import { ALL_DOMINOES, sizeOf } from './domino';
import { createGame } from './game';
import { TOURNAMENT } from './settings';
import { run } from './test-support/table';
import { nextSeat } from './vocabulary';

describe('the shake', () => {
  it('gives each seat seven dominoes and leaves none over', () => {
    const { hands } = createGame(TOURNAMENT, 123);
    expect(hands.map(sizeOf)).toEqual([7, 7, 7, 7]);
    expect(hands.reduce((all, hand) => all | hand, 0)).toBe(ALL_DOMINOES);
  });

  it('is the same for the same seed and different for another', () => {
    expect(createGame(TOURNAMENT, 5)).toEqual(createGame(TOURNAMENT, 5));
    expect(createGame(TOURNAMENT, 5).hands).not.toEqual(createGame(TOURNAMENT, 6).hands);
  });

  it('draws the first shaker from the seed', () => {
    const shakers = new Set(Array.from({ length: 40 }, (_, seed) => createGame(TOURNAMENT, seed).shaker));
    expect(shakers.size).toBe(4);
  });

  it('passes clockwise when everyone passes and the table redeals', () => {
    const game = createGame(TOURNAMENT, 9);
    const order = [0, 1, 2, 3].map((i) => ((game.shaker + 1 + i) & 3) as 0);
    const redealt = run(game, ...order.map((seat) => ({ type: 'pass', seat }) as const));
    expect(redealt.shaker).toBe(nextSeat(game.shaker));
    expect(redealt.turn).toBe(nextSeat(redealt.shaker));
    expect(redealt.phase).toBe('bidding');
    expect(redealt.handNumber).toBe(1);
    expect(redealt.hands).not.toEqual(game.hands);
  });
});
