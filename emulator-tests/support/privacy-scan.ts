// The multiplayer layer's privacy scan (shared/src/view/privacy.test.ts), applied to view documents
// the server wrote. A view names the log position it was made at (the `seq` of its newest event),
// so the game is replayed to that point from the stored seed or deal keys and log, and the view is
// checked against the true hands: no unplayed domino of a seat the viewer may not see, under any
// key, no seed, PRNG state, deal key or replay link before the game is over (in its own field or
// in any other: every string is tried as a link), and never a secret the server keeps for one
// person (a "continue on another phone" link, or its hash). Once a hand is over, every member's
// view must show every seat's dealt hand (what the hand review reads).
import {
  SEATS,
  actionsOf,
  createGame,
  createKeyedGame,
  decodeGame,
  dominoesIn,
  execute,
  sameData,
  withKeyFrom,
  withoutSpareKey,
} from '@texas42/shared';
import type { GameRecord, GameState, PlayerView, Seat } from '@texas42/shared';
import { dominoesNamed } from '@texas42/shared/test-support';

/** Who looks: a seated player, a coach of one seat, or a spectator (both null). */
export interface Viewer {
  readonly seat: Seat | null;
  readonly coaching: Seat | null;
}

/** Every state of a game: entry `n` is the state after the log's first `n` actions. */
export function statesOf(game: GameState): GameState[] {
  const { dealing } = game;
  const keys = dealing.kind === 'keyed' ? dealing.keys : [];
  const states = [
    dealing.kind === 'seeded'
      ? createGame(game.settings, dealing.seed)
      : createKeyedGame(game.settings, keys[0]!, dealing.carried),
  ];
  for (const action of actionsOf(game)) {
    const next = execute(withKeyFrom(states[states.length - 1]!, keys), action);
    if (!next.ok) throw new Error(`the stored log does not replay: ${next.error.message}`);
    states.push(withoutSpareKey(next.value));
  }
  return states;
}

const isHandOver = (state: GameState): boolean =>
  state.phase === 'hand-complete' || state.phase === 'game-over';

/** The seats whose unplayed dominoes this viewer may not see in `state`, worked out independently:
 * every other seat's (but a coached one's) until the hand is over, none after. */
const hiddenSeats = (state: GameState, viewer: Viewer): Seat[] => {
  if (isHandOver(state)) return [];
  return SEATS.filter((seat) => seat !== viewer.seat && seat !== viewer.coaching);
};

/** Each seat's seven dealt dominoes in `state`, from its unplayed ones and its plays. */
const dealtHands = (state: GameState): number[][] =>
  SEATS.map((seat) => {
    const plays = [...state.tricks.flatMap((t) => t.plays), ...state.trick].filter((p) => p.seat === seat);
    return dominoesIn(plays.reduce((mask, p) => mask | (1 << p.domino), state.hands[seat]));
  });

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

/** The deal keys a whole game used (none for a seeded game). */
export const keysOf = (game: GameState): readonly string[] =>
  game.dealing.kind === 'keyed' ? game.dealing.keys : [];

/** Where `value` holds a replay link that deals `game`'s hands (its seed, or one of its deal keys),
 * as paths ("replayLink", "hints.0.reason"): a link anywhere, not only in its own field. */
export function replayLinksIn(value: unknown, game: GameState): string[] {
  const keys = new Set(keysOf(game));
  const { dealing } = game;
  const dealsThisGame = (record: GameRecord): boolean =>
    'seed' in record
      ? dealing.kind === 'seeded' && record.seed >>> 0 === dealing.seed >>> 0
      : record.keys.some((key) => keys.has(key));
  const found: string[] = [];
  const walk = (at: unknown, path: string): void => {
    if (typeof at === 'string') {
      const decoded = decodeGame(at);
      if (decoded.ok && dealsThisGame(decoded.value)) found.push(path);
    } else if (typeof at === 'object' && at !== null)
      for (const [key, inner] of Object.entries(at)) walk(inner, path === '' ? key : `${path}.${key}`);
  };
  walk(value, '');
  return found;
}

/** What is wrong with one view (empty when it passes), given every state of its game and the
 * server's other secrets at that table (none may ever show). */
export function privacyProblems(
  states: readonly GameState[],
  viewer: Viewer,
  view: PlayerView,
  secrets: readonly string[] = [],
): string[] {
  const position = logPositionOf(view);
  const state = states[position];
  if (state === undefined) return [`the view claims log position ${position}, beyond the stored log`];
  if (state.handNumber !== view.handNumber || state.phase !== view.phase)
    return [`the view does not match the game at log position ${position}`];
  const problems: string[] = [];
  const text = JSON.stringify(view);
  for (const secret of secrets)
    if (text.includes(secret)) problems.push(`a server secret is shown: ${secret}`);
  if (viewer.seat !== null) {
    const own = dominoesIn(state.hands[viewer.seat]);
    if (!sameData(view.self?.hand, own)) problems.push('the own hand is wrong');
  }
  const secret = hiddenSeats(state, viewer).reduce<number>((mask, seat) => mask | state.hands[seat], 0);
  for (const id of dominoesNamed(view, state.handNumber))
    if ((secret >> id) & 1) problems.push(`domino ${id} of a hidden hand leaks`);
  if (isHandOver(state)) {
    // Once the hand is over every member sees every other seat's dealt hand, for the review.
    const dealt = dealtHands(state);
    for (const seat of SEATS.filter((s) => s !== viewer.seat)) {
      const shown = view.revealedHands.find((h) => h.seat === seat)?.dealt;
      if (!sameData(shown, dealt[seat]))
        problems.push(`at the hand's end seat ${seat}'s dealt hand is not shown as dealt`);
    }
  }
  if (state.phase !== 'game-over') {
    if (view.replayLink !== null) problems.push('the replay link is shown before the game is over');
    for (const n of largeNumbers(view)) problems.push(`a number that could be the seed or PRNG state: ${n}`);
    for (const key of keysOf(states[states.length - 1]!))
      if (text.includes(key)) problems.push(`a deal key is shown: ${key}`);
    for (const path of replayLinksIn(view, states[states.length - 1]!))
      problems.push(`a replay link of this game is shown before it is over, at ${path}`);
  }
  return problems;
}
