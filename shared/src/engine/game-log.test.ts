import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action';
import { itemsOf } from './chunked-list';
import { execute } from './execute';
import { createGame } from './game';
import { dealsSince } from './game-log';
import { MAX_DEAL_ACTIONS, MAX_GAME_ACTIONS } from './longest-game';
import { advance, intOf } from './prng';
import { HOUSE, TOURNAMENT } from './settings';
import type { Settings } from './settings';
import { actionsOf } from './state';
import type { GameState } from './state';
import { validActions } from './valid-actions';

/** Plays a random game (or `limit` actions of it), keeping every state and every action taken. */
const randomGame = (settings: Settings, seed: number, limit = Infinity) => {
  let pick = seed;
  let state = createGame(settings, seed);
  const states: GameState[] = [state];
  const actions: Action[] = [];
  while (state.phase !== 'game-over' && actions.length < limit) {
    const listed = validActions(state);
    pick = advance(pick);
    const action = listed[intOf(pick, listed.length)]!;
    const next = execute(state, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(action);
    states.push((state = next.value));
  }
  return { states, actions };
};

/** `count` passes from a fresh deal under the redeal rule: a new deal every four. */
const passesOnly = (count: number): GameState => {
  let state = createGame(TOURNAMENT, 7);
  for (let i = 0; i < count; i++) {
    const next = execute(state, { type: 'pass', seat: state.turn! });
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
};

const SETTINGS: Settings[] = [
  TOURNAMENT,
  HOUSE,
  { ...HOUSE, stopWhenDecided: false, target: { kind: 'points', value: 250 } },
];

describe('the game log', () => {
  it('holds exactly the actions executed, deal by deal, over random games', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(SETTINGS.length - 1), (seed, which) => {
        const { states, actions } = randomGame(SETTINGS[which]!, seed);
        for (const [taken, state] of states.entries()) {
          if (taken % 7 !== 0 && taken !== states.length - 1) continue;
          expect(state.log.length).toBe(taken);
          expect(actionsOf(state)).toEqual(actions.slice(0, taken));
        }
        const final = states[states.length - 1]!;
        // A deal ends where a new one is shaken: after a scored hand or the fourth pass of a redeal.
        for (const deal of itemsOf(final.log.deals)) {
          expect(deal.length).toBeLessThanOrEqual(MAX_DEAL_ACTIONS);
          const last = deal[deal.length - 1]!;
          expect(last.type === 'score-hand' || deal.every((action) => action.type === 'pass')).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('leaves every earlier state unchanged as later ones are derived from it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(SETTINGS.length - 1), (seed, which) => {
        let pick = seed;
        let state = createGame(SETTINGS[which]!, seed);
        const kept: [GameState, string][] = [];
        for (let step = 0; step < 600 && state.phase !== 'game-over'; step++) {
          // Snapshot some states as they are made, and branch from them: every action the game
          // allows there is executed, as the AI's search does, before the game goes on.
          const listed = validActions(state);
          if (step % 23 === 0) {
            kept.push([state, JSON.stringify(state)]);
            for (const action of listed) execute(state, action);
          }
          pick = advance(pick);
          const next = execute(state, listed[intOf(pick, listed.length)]!);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
        }
        for (const [old, json] of kept) expect(JSON.stringify(old)).toBe(json);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a run of redeals as deals of four passes, read back without walking the whole game', () => {
    const state = passesOnly(MAX_GAME_ACTIONS);
    expect(state.log.length).toBe(MAX_GAME_ACTIONS);
    expect(state.log.deals.size).toBe(MAX_GAME_ACTIONS / 4);
    expect(itemsOf(state.log.deals).every((deal) => deal.length === 4)).toBe(true);
    const recent = dealsSince(state.log, MAX_GAME_ACTIONS - 10);
    expect(recent.deals.map((deal) => deal.length)).toEqual([4, 4, 4, 0]);
    expect(recent.start).toBe(MAX_GAME_ACTIONS - 12);
  });
});
