// The arena: one deal, or a whole game, played by two strategies, each team's seats played by one
// of them, with every decision checked against the engine, each contract's fate recorded and the
// search's decision times (this process's CPU time) collected by stage: bids, trump, the opening
// lead's trick, tricks 2-4 and tricks 5-7.

import { createGame, describeBid, execute, sameAction, validActions } from '../src/index';
import type { Action, BySeat, DominoSet, GameState, HandOutcome, Seat, Settings } from '../src/index';
import { getPlayerView } from '../src/view';
import type { PlayerView } from '../src/view';
import { contractMakeable } from './ai-specials';

/** What one hand told us. */
export interface HandRecord {
  /** The hands as dealt. */
  readonly dealt: BySeat<DominoSet>;
  /** Marks won in this hand by team 0 and team 1. */
  readonly marks: readonly [number, number];
  /** Which strategy (0: team 0's, 1: team 1's) won the bid; null after an all-pass game end. */
  readonly bidder: 0 | 1 | null;
  /** The seat that won the bid; null after an all-pass game end. */
  readonly bidderSeat: Seat | null;
  readonly contract: string | null;
  readonly made: boolean | null;
  /** Whether the exact solver makes the contract over the real deal from the first lead, with the
   * trump named (ai-specials.ts); null after an all-pass game end. */
  readonly makeable: boolean | null;
  readonly illegal: number;
}

/** A player at the arena: a strategy, also told the hands every seat holds. Only the bench's
 * seeing players read them (seeing-players.ts); every strategy of the app decides from its view. */
export type ArenaPlayer = (view: PlayerView, seed: number, hands: BySeat<DominoSet>) => Action | null;

/** The stages decisions are timed by. */
export const STAGES = ['bids', 'trump', 'plays, trick 1', 'plays, tricks 2-4', 'plays, tricks 5-7'] as const;
export type Stage = (typeof STAGES)[number];

/** Per stage, the CPU milliseconds of each timed decision. */
export type Timings = Record<Stage, number[]>;

/** Empty timings. */
export const noTimings = (): Timings =>
  Object.fromEntries(STAGES.map((stage) => [stage, []])) as unknown as Timings;

const stageOf = (state: GameState): Stage =>
  state.phase === 'bidding'
    ? 'bids'
    : state.phase === 'trump'
      ? 'trump'
      : state.tricks.length === 0
        ? 'plays, trick 1'
        : state.tricks.length < 4
          ? 'plays, tricks 2-4'
          : 'plays, tricks 5-7';

const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A label for a contract: point bids in bands, mark bids by marks, special contracts by name. */
export const contractLabel = (outcome: HandOutcome): string => {
  const { contract, trump } = outcome;
  if (trump === 'nello' || trump === 'sevens') return trump;
  if (contract.kind === 'points')
    return contract.value <= 31 ? '30-31' : contract.value <= 34 ? '32-34' : '35-41';
  if (contract.kind === 'marks') return contract.value >= 3 ? '3+ marks' : describeBid(contract);
  return contract.kind;
};

/** Plays the hand `start` is at to its end (or the game's): team 0's seats by `strategies[0]`,
 * team 1's by `strategies[1]`, each decision seeded from `seed` and the game's step; each team's
 * decisions are timed into its `timings` when it has some. With an `auction` strategy, that one
 * bids and declares at every seat (untimed) and the teams only play the cards: both tables of a
 * duplicate deal then play the same contract from the first lead. */
const playOneHand = (
  start: GameState,
  seed: number,
  firstStep: number,
  strategies: readonly [ArenaPlayer, ArenaPlayer],
  timings: readonly (Timings | null)[],
  auction: ArenaPlayer | null = null,
): { state: GameState; steps: number; record: HandRecord } => {
  let state = start;
  const hand = state.handNumber;
  let illegal = 0;
  let step = firstStep;
  let outcome: HandOutcome | null = null;
  let makeable: boolean | null = null;
  while (state.handNumber === hand && state.phase !== 'game-over') {
    if (state.outcome !== null) outcome = state.outcome;
    if (makeable === null && state.phase === 'playing') makeable = contractMakeable(state);
    let action: Action;
    if (state.turn === null) action = validActions(state)[0]!;
    else {
      const team = state.turn & 1;
      const view = getPlayerView(state, state.turn);
      const stage = stageOf(state);
      const byAuction = auction !== null && (state.phase === 'bidding' || state.phase === 'trump');
      const before = cpuMillis();
      const choice = (byAuction ? auction : strategies[team]!)(
        view,
        (seed * 977 + step * 131) | 0,
        state.hands,
      );
      if (!byAuction && view.validActions.length > 1) timings[team]?.[stage].push(cpuMillis() - before);
      if (choice === null || !view.validActions.some((a) => sameAction(a, choice))) {
        illegal++;
        action = view.validActions[0]!;
      } else action = choice;
    }
    const result = execute(state, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.value;
    step++;
  }
  outcome = outcome ?? state.outcome;
  const marks: [number, number] = [state.marks[0] - start.marks[0], state.marks[1] - start.marks[1]];
  const common = { dealt: start.hands, marks, illegal };
  const record: HandRecord =
    outcome === null
      ? { ...common, bidder: null, bidderSeat: null, contract: null, made: null, makeable: null }
      : {
          ...common,
          bidder: (outcome.contract.bidder & 1) as 0 | 1,
          bidderSeat: outcome.contract.bidder,
          contract: contractLabel(outcome),
          made: outcome.made,
          makeable,
        };
  return { state, steps: step - firstStep, record };
};

/** Plays one hand of a fresh game from `seed` (see playOneHand). */
export const playHand = (
  settings: Settings,
  seed: number,
  strategies: readonly [ArenaPlayer, ArenaPlayer],
  timings: readonly (Timings | null)[],
  auction: ArenaPlayer | null = null,
): HandRecord => playOneHand(createGame(settings, seed), seed, 0, strategies, timings, auction).record;

/** What one whole game told us. */
export interface GameRecord {
  readonly hands: readonly HandRecord[];
  /** The marks each team ended with. */
  readonly marks: readonly [number, number];
  /** The team that won the game. */
  readonly winner: 0 | 1;
}

/** More hands than a game to the largest target plays, all-pass redeals included. */
const MAX_HANDS = 200;

/** Plays a whole game from `seed` to its end (see playOneHand). A seeded game draws every deal
 * from its seed in turn, so the same seed deals the same hands in the same order whoever plays. */
export const playGame = (
  settings: Settings,
  seed: number,
  strategies: readonly [ArenaPlayer, ArenaPlayer],
  timings: readonly (Timings | null)[],
): GameRecord => {
  let state: GameState = createGame(settings, seed);
  const hands: HandRecord[] = [];
  let step = 0;
  while (state.phase !== 'game-over') {
    if (hands.length >= MAX_HANDS) throw new Error(`game ${seed} did not end in ${MAX_HANDS} hands`);
    const played = playOneHand(state, seed, step, strategies, timings);
    hands.push(played.record);
    state = played.state;
    step += played.steps;
  }
  if (state.winner === null) throw new Error(`game ${seed} ended without a winner`);
  return { hands, marks: [state.marks[0], state.marks[1]], winner: state.winner };
};
