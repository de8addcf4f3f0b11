import { describe, expect, it } from 'vitest';
import { execute, sameAction, validActions } from '../engine';
import type { GameState, Settings } from '../engine';
import { createGame } from '../engine';
import { getPlayerView } from '../view';
import { SETTINGS_MIX, randomSource } from '../view/test-support/random-games';
import { heuristicStrategy, randomStrategy } from './heuristic';
import { searchStrategy } from './search';
import type { Strategy } from './strategy';

/** A search cheap enough to ask at every turn of many games. */
const quickSearch = searchStrategy({
  name: 'test',
  samples: 3,
  minSamples: 1,
  nodeBudget: 20_000,
  noise: 0.1,
});

/** Plays random games (every seat picks uniformly) and asks `strategy` for the view of the seat
 * on turn (every `every` steps) until it has been asked about `views` views; returns how many. */
const askAlong = (strategy: Strategy, settings: Settings, views: number, seed: number, every = 1): number => {
  const random = randomSource(seed);
  let asked = 0;
  for (let game = 0; asked < views; game++) {
    let state: GameState = createGame(settings, seed + game);
    let steps = 0;
    while (state.phase !== 'game-over') {
      steps++;
      const options = validActions(state);
      if (state.turn !== null && steps % every === 0) {
        const view = getPlayerView(state, state.turn);
        const choice = strategy(view, seed + steps);
        expect(choice).not.toBeNull();
        expect(view.validActions.some((a) => sameAction(a, choice!))).toBe(true);
        asked++;
      }
      const result = execute(state, options[Math.floor(random() * options.length)]!);
      if (!result.ok) throw new Error(result.error.message);
      state = result.value;
    }
  }
  return asked;
};

describe('every strategy returns one of the view\u2019s valid actions', () => {
  for (const { name, settings } of SETTINGS_MIX) {
    it(`random and heuristic, ${name}`, () => {
      expect(askAlong(randomStrategy, settings, 1500, 11)).toBeGreaterThanOrEqual(1500);
      expect(askAlong(heuristicStrategy, settings, 1500, 12)).toBeGreaterThanOrEqual(1500);
    });
    it(`search, ${name}`, () => {
      expect(askAlong(quickSearch, settings, 150, 13, 2)).toBeGreaterThanOrEqual(150);
    });
  }

  it('agrees at once after a trick, and returns null when the view offers nothing', () => {
    let state: GameState = createGame(SETTINGS_MIX[0]!.settings, 5);
    const random = randomSource(5);
    while (state.phase !== 'trick-complete') {
      const options = validActions(state);
      state = (execute(state, options[Math.floor(random() * options.length)]!) as { value: GameState }).value;
    }
    expect(heuristicStrategy(getPlayerView(state, 1), 0)).toEqual({
      type: 'agree',
      seat: 1,
      to: 'complete-trick',
    });
    expect(heuristicStrategy(getPlayerView(state, null), 0)).toBeNull();
  });
});
