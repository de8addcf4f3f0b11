import { describe, expect, it } from 'vitest';
import { HOUSE, createGame, execute, sameAction, validActions } from '../engine';
import type { GameState } from '../engine';
import { getPlayerView } from '../view';
import { randomSource } from '../view/test-support/random-games';
import { suggest } from './hint';

const QUICK = { name: 'test', samples: 3, minSamples: 1, nodeBudget: 30_000, noise: 0 };

describe('hints', () => {
  it('suggest one of the valid actions with a one-line reason, in every phase', () => {
    const random = randomSource(8);
    let state: GameState = createGame(HOUSE, 8);
    const phases = new Set<string>();
    for (let step = 0; step < 300 && state.phase !== 'game-over'; step++) {
      if (state.turn !== null) {
        const view = getPlayerView(state, state.turn);
        const hint = suggest(view, step, QUICK)!;
        expect(view.validActions.some((a) => sameAction(a, hint.action))).toBe(true);
        expect(hint.reason).toMatch(/^[A-Z][^\n]{8,120}$/);
        phases.add(state.phase);
      }
      const options = validActions(state);
      state = (execute(state, options[Math.floor(random() * options.length)]!) as { value: GameState }).value;
    }
    expect([...phases].sort()).toEqual(['bidding', 'playing', 'trump']);
  });

  it('are the same every time for the same view and seed', () => {
    const state = createGame(HOUSE, 3);
    const view = getPlayerView(state, state.turn);
    expect(suggest(view, 1, QUICK)).toEqual(suggest(view, 1, QUICK));
  });
});
