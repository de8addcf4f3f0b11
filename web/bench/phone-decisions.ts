// What `npm run bench:phone` runs in Chromium: the AI's decisions as the offline table's worker
// makes them (web/src/lib/offline/offline.worker.ts calls the same `levelPlayer`), over whole hands
// of house rules with every seat played by one AI level, each decision timed on the page's clock
// and labelled by its stage (a bid, the trump, a play by the tricks left in the hand). Forced moves
// are not timed: the AI takes them at once. Or, asked for, the hint a table with hints on works out
// for the seat on turn at each decision (shared/src/ai/table-hints.ts: the offline worker does it
// for the player's own turns), timed the same way. Bundled as one script that defines
// `phoneDecisions`.
import {
  HOUSE,
  createGame,
  execute,
  getPlayerView,
  searchHinter,
  searchStrategy,
  validActions,
} from '@texas42/shared';
import type { Action, AiLevel, GameState, PlayerView, SearchLevel } from '@texas42/shared';
import { pacedAi } from '../src/lib/offline/ai-pace';

/** One timed decision: its stage and its milliseconds. */
export type PhoneTiming = readonly [stage: string, ms: number];

const stageOf = (state: GameState): string =>
  state.phase === 'bidding'
    ? 'bid'
    : state.phase === 'trump'
      ? 'trump'
      : `play, ${7 - state.tricks.length} tricks left`;

/** The table's AI as the offline worker runs it, paced to the device (kept for the page's life,
 * as a table keeps it), and the same unpaced. */
const tableAi = { paced: pacedAi(() => performance.now(), true), unpaced: pacedAi(() => 0, false) };

/** Plays the hand dealt from `seed` at `level` (a table's level, paced as on the table when
 * `paced`, or a search level of the bench's own) and times every decision that had a choice: the
 * AI's, or with `hints` the table's hint for it. */
export const playHand = (
  seed: number,
  level: AiLevel | SearchLevel,
  paced: boolean,
  hints: boolean,
): PhoneTiming[] => {
  const ai = paced ? tableAi.paced : tableAi.unpaced;
  const player =
    typeof level === 'string'
      ? (view: PlayerView, decisionSeed: number) => ai.decide(view, level, decisionSeed)
      : searchStrategy(level);
  let state = createGame(HOUSE, seed);
  const timings: PhoneTiming[] = [];
  for (let step = 0; state.handNumber === 1 && state.phase !== 'game-over'; step++) {
    let action: Action = validActions(state)[0]!;
    if (state.turn !== null) {
      const view = getPlayerView(state, state.turn);
      const before = performance.now();
      if (hints) searchHinter(view);
      const hinted = performance.now();
      action = player(view, (seed * 977 + step * 131) | 0) ?? action;
      const ms = hints ? hinted - before : performance.now() - hinted;
      if (view.validActions.length > 1) timings.push([stageOf(state), ms]);
    }
    const result = execute(state, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.value;
  }
  return timings;
};

/** A fixed amount of arithmetic, timed: its milliseconds grow with the CPU throttling rate. */
export const loop = (): number => {
  const before = performance.now();
  let x = 1;
  for (let i = 0; i < 30_000_000; i++) x = (x * 1_103_515_245 + 12_345) | 0;
  const ms = performance.now() - before;
  return x === 0.5 ? -1 : ms;
};

/** The budget the paced table's AI now gives `level` (its own until a decision was too slow). */
export const pacedBudget = (level: AiLevel): number | null => tableAi.paced.budgetOf(level);
