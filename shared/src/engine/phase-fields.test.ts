import { describe, expect, it } from 'vitest';
import { execute } from './execute';
import { createGame } from './game';
import { advance, intOf } from './prng';
import { HOUSE, TOURNAMENT } from './settings';
import type { Settings } from './settings';
import { update } from './state';
import type { GameState } from './state';
import { phaseFieldsError } from './test-support/phase-fields';
import { validActions } from './valid-actions';

/** Every state of a random game, from the deal to the game's end. */
const statesOf = (settings: Settings, seed: number): GameState[] => {
  let pick = seed;
  let state = createGame(settings, seed);
  const states = [state];
  while (state.phase !== 'game-over') {
    const listed = validActions(state);
    pick = advance(pick);
    const next = execute(state, listed[intOf(pick, listed.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    states.push((state = next.value));
  }
  return states;
};

describe("each phase's fields", () => {
  it('hold what their phase gives them in every state of random games', () => {
    const phases = new Set<string>();
    for (const settings of [TOURNAMENT, HOUSE, { ...HOUSE, stopWhenDecided: false }])
      for (let seed = 1; seed <= 20; seed++)
        for (const state of statesOf(settings, seed)) {
          expect(phaseFieldsError(state)).toBeNull();
          phases.add(state.phase);
          if (state.sittingOut !== null) phases.add('nello');
        }
    expect([...phases].sort()).toEqual(
      ['bidding', 'game-over', 'hand-complete', 'nello', 'playing', 'trick-complete', 'trump'].sort(),
    );
  });

  it('are refused where their phase has none', () => {
    const bidding = createGame(HOUSE, 3);
    expect(phaseFieldsError(update(bidding, { trump: 'sixes' }))).toMatch(/bidding with trump/);
    expect(phaseFieldsError(update(bidding, { turn: null }))).toMatch(/bidding with turn/);
    expect(phaseFieldsError(update(bidding, { winner: 0 }))).toMatch(/bidding with winner/);
    expect(phaseFieldsError(update(bidding, { phase: 'trump' }))).toMatch(/trump without a contract/);
  });
});
