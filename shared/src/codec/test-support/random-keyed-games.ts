// Test support: random online games, each deal from a key of its own as the server deals, so
// their replay links hold the keys (43 characters apiece).

import { createKeyedGame, execute, validActions, withDealKey, withoutSpareKey } from '../../engine';
import type { GameState, Settings } from '../../engine';
import { testKey } from '../../engine/test-support/keys';

/** Plays a random keyed game to its end; game `game` deals from keys 100 * game, 100 * game + 1, ... */
export const playRandomKeyedGame = (settings: Settings, game: number, random: () => number): GameState => {
  let state = createKeyedGame(settings, testKey(game * 100));
  for (let n = 1; state.phase !== 'game-over'; n++) {
    const actions = validActions(state);
    const action = actions[Math.floor(random() * actions.length)]!;
    const next = execute(withDealKey(state, testKey(game * 100 + n)), action);
    if (!next.ok) throw new Error(next.error.message);
    state = withoutSpareKey(next.value);
  }
  return state;
};
