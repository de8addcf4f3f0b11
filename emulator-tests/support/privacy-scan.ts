// The multiplayer layer's privacy scan (shared/src/view/privacy.test.ts), applied to view documents
// the server wrote. A view names the log position it was made at (the `seq` of its newest event),
// so the game is replayed to that point from the stored seed and log, and the view is checked
// against the true hands: no unplayed domino of a seat the viewer may not see, under any key,
// and no seed or PRNG state before the game is over.
import { SEATS, actionsOf, createGame, dominoesIn, execute } from '@texas42/shared';
import type { GameState, PlayerView, Seat } from '@texas42/shared';
import { dominoesNamed } from '@texas42/shared/test-support';

/** Who looks: a seated player, a coach of one seat, or a spectator (both null). */
export interface Viewer {
  readonly seat: Seat | null;
  readonly coaching: Seat | null;
}

/** Every state of a game: entry `n` is the state after the log's first `n` actions. */
export function statesOf(game: GameState): GameState[] {
  const states = [createGame(game.settings, game.seed)];
  for (const action of actionsOf(game)) {
    const next = execute(states[states.length - 1]!, action);
    if (!next.ok) throw new Error(`the stored log does not replay: ${next.error.message}`);
    states.push(next.value);
  }
  return states;
}

/** The seats whose unplayed dominoes this viewer may not see in `state`, worked out independently. */
const hiddenSeats = (state: GameState, viewer: Viewer): Seat[] => {
  if (state.phase === 'game-over') return [];
  const spectator = viewer.seat === null && viewer.coaching === null;
  if (spectator && state.phase === 'hand-complete') return [];
  return SEATS.filter((seat) => seat !== viewer.seat && seat !== viewer.coaching);
};

/** Numbers big enough to be a seed or PRNG state, except the turn clock's deadline. */
const largeNumbers = (view: unknown): number[] => {
  const found: number[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'number' && Math.abs(value) >= 100_000 && key !== 'turnDeadline') found.push(value);
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
  };
  walk(view, '');
  return found;
};

/** The log position a view was made at: one past its newest event's `seq` (0 before any). */
export const logPositionOf = (view: PlayerView): number =>
  view.recentEvents.reduce((position, event) => Math.max(position, event.seq + 1), 0);

/** What is wrong with one view (empty when it passes), given every state of its game. */
export function privacyProblems(states: readonly GameState[], viewer: Viewer, view: PlayerView): string[] {
  const position = logPositionOf(view);
  const state = states[position];
  if (state === undefined) return [`the view claims log position ${position}, beyond the stored log`];
  if (state.handNumber !== view.handNumber || state.phase !== view.phase)
    return [`the view does not match the game at log position ${position}`];
  const problems: string[] = [];
  if (viewer.seat !== null) {
    const own = dominoesIn(state.hands[viewer.seat]);
    if (JSON.stringify(view.self?.hand) !== JSON.stringify(own)) problems.push('the own hand is wrong');
  }
  const secret = hiddenSeats(state, viewer).reduce<number>((mask, seat) => mask | state.hands[seat], 0);
  for (const id of dominoesNamed(view, state.handNumber))
    if ((secret >> id) & 1) problems.push(`domino ${id} of a hidden hand leaks`);
  if (state.phase !== 'game-over') {
    if (view.seed !== null) problems.push('the seed is shown before the game is over');
    for (const n of largeNumbers(view)) problems.push(`a number that could be the seed or PRNG state: ${n}`);
  }
  return problems;
}
