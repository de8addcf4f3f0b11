// Test support: set up a table with chosen hands and run actions that must be accepted.

import { expect } from 'vitest';
import type { Action } from '../action';
import { parseDomino, setOf } from '../domino';
import { execute } from '../execute';
import { createGame } from '../game';
import type { Settings } from '../settings';
import { TOURNAMENT } from '../settings';
import { update } from '../state';
import type { GameState } from '../state';
import type { Seat } from '../vocabulary';

/** Parses "6-6 6-5 4-1" into a hand mask. */
const hand = (text: string): number =>
  setOf(
    text
      .trim()
      .split(/\s+/)
      .map((name) => {
        const id = parseDomino(name);
        if (id === undefined) throw new Error(`not a domino: ${name}`);
        return id;
      }),
  );

/** Seat 0 bids first (seat 3 shakes) holding these hands. */
export const table = (
  hands: readonly [string, string, string, string],
  settings: Settings = TOURNAMENT,
): GameState => {
  const masks = hands.map(hand) as [number, number, number, number];
  if (masks.reduce((a, b) => a | b) !== (1 << 28) - 1)
    throw new Error('the four hands must hold the whole set');
  return update(createGame(settings, 7), { shaker: 3, turn: 0, hands: masks });
};

/** Runs actions that must all be accepted. */
export const run = (state: GameState, ...actions: Action[]): GameState =>
  actions.reduce((current, action) => {
    const result = execute(current, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.message}`);
    return result.value;
  }, state);

/** Expects the action refused with this code, and the state untouched. */
export const expectRefused = (state: GameState, action: Action, code: string, message?: RegExp): void => {
  const before = JSON.stringify(state);
  const result = execute(state, action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    if (message) expect(result.error.message).toMatch(message);
  }
  expect(JSON.stringify(state)).toBe(before);
};

/** Every seat agrees, then the room runs the follow-up. */
export const agreeAll = (state: GameState): GameState => {
  const to = state.phase === 'trick-complete' ? 'complete-trick' : 'score-hand';
  const agreed = ([0, 1, 2, 3] as Seat[]).reduce((s, seat) => run(s, { type: 'agree', seat, to }), state);
  return run(agreed, { type: to });
};

/** Plays a trick from the seat on turn, dominoes named in play order, and completes it. */
export const trick = (state: GameState, ...dominoes: string[]): GameState => {
  const played = dominoes.reduce(
    (s, name) => run(s, { type: 'play', seat: s.turn!, domino: parseDomino(name)! }),
    state,
  );
  return agreeAll(played);
};
