import { describe, expect, it } from 'vitest';
import { ALL_DOMINOES, sizeOf } from './domino';
import { createGame } from './game';
import { HOUSE, TOURNAMENT } from './settings';
import { run } from './test-support/table';
import { validActions } from './valid-actions';
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

  it('deals a seeded game exactly as before keyed deals existed (hands pinned from then)', () => {
    const game = createGame(HOUSE, 2024);
    expect(game.shaker).toBe(3);
    expect(game.hands).toEqual([4527632, 202375276, 19007873, 42524674]);
    expect(game.dealing).toEqual({ kind: 'seeded', seed: 2024, rng: -255762764 });
    let nextHand = game;
    while (nextHand.handNumber === 1) {
      const actions = validActions(nextHand);
      nextHand = run(nextHand, actions.find((action) => action.type !== 'pass') ?? actions[0]!);
    }
    expect(nextHand.hands).toEqual([75580168, 34615444, 153747459, 4492384]);
  });
});
