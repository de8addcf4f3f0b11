// Test support: random but reproducible games. A small seeded PRNG picks uniformly among the
// valid actions (system follow-ups included), so every test run plays the same games.

import { HOUSE, TOURNAMENT, createGame, execute, mulberry32, validActions } from '../../engine';
import type { Action, GameState, Settings } from '../../engine';

/** A seeded generator of floats in [0, 1) (the engine's mulberry32). */
export const randomSource = (seed: number): (() => number) => mulberry32(seed);

/** The table mixes the random games cycle through: both presets, a points game, sevens with the
 * shaker forced to bid and every trick played. */
export const SETTINGS_MIX: readonly { readonly name: string; readonly settings: Settings }[] = [
  { name: 'tournament', settings: TOURNAMENT },
  { name: 'house', settings: HOUSE },
  { name: 'points game', settings: { ...HOUSE, target: { kind: 'points', value: 250 } } },
  {
    name: 'sevens, shaker must bid',
    settings: {
      ...HOUSE,
      sevens: true,
      allPass: 'shaker-must-bid',
      stopWhenDecided: false,
      nello: { doubles: 'high' },
      followMeDoubles: 'low',
    },
  },
];

/** One uniformly random valid action. */
const randomAction = (state: GameState, random: () => number): Action => {
  const actions = validActions(state);
  return actions[Math.floor(random() * actions.length)]!;
};

/** Plays a random game to its end, calling `visit` with every state (the first and the last too). */
export const playRandomGame = (
  settings: Settings,
  seed: number,
  random: () => number,
  visit: (state: GameState) => void = () => {},
): GameState => {
  let state = createGame(settings, seed);
  visit(state);
  while (state.phase !== 'game-over') {
    const result = execute(state, randomAction(state, random));
    if (!result.ok) throw new Error(result.error.message);
    state = result.value;
    visit(state);
  }
  return state;
};
