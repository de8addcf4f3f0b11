// Each phase holds its own fields and no other's: what `GameState`'s type says, and what the
// reducer keeps by setting a phase's fields together as it changes phase (see `stateOf` in
// shared/src/engine/state.ts). Tests check every state they reach with it.

import type { GameState, TrumpNamed } from '../state';

/** What is wrong with `state`'s phase fields, or null when each holds what its phase gives it. */
export const phaseFieldsError = (state: GameState): string | null => {
  const { phase, turn, contract, trump, declarer, sittingOut, outcome, winner } = state;
  const bidding = phase === 'bidding';
  const named = !bidding && phase !== 'trump';
  const onTurn = bidding || phase === 'trump' || phase === 'playing';
  const over = phase === 'hand-complete' || phase === 'game-over';
  if ((turn !== null) !== onTurn) return `${phase} with turn ${turn}`;
  if (!bidding && contract === null) return `${phase} without a contract`;
  if ((declarer !== null) !== !bidding) return `${phase} with declarer ${declarer}`;
  if ((trump !== null) !== named) return `${phase} with trump ${trump}`;
  if (!named && sittingOut !== null) return `${phase} with seat ${sittingOut} sitting out`;
  if ((outcome !== null) !== over) return `${phase} with outcome ${JSON.stringify(outcome)}`;
  if ((winner !== null) !== (phase === 'game-over')) return `${phase} with winner ${winner}`;
  return null;
};

/** `state`, which the test has put in play (trump named); throws when it is not. */
export const named = (state: GameState): TrumpNamed => {
  if (state.trump === null) throw new Error(`not in play: ${state.phase}`);
  return state;
};
