// What `npm run bench:phone` runs in Chromium: the AI's decisions as the offline table's worker
// makes them (web/src/lib/offline/offline.worker.ts calls the same `levelPlayer`), over whole hands
// of house rules with every seat played by one AI level, each decision timed on the page's clock
// and labelled by its stage (a bid, the trump, a play by the tricks left in the hand). Forced moves
// are not timed: the AI takes them at once. Or, asked for, the hint a table with hints on works out
// for the seat on turn at each decision (hintInSteps, shared/src/ai/hint.ts: the offline table's
// hint thread works it out for the player's own turns), timed the same way: a bid's or a trump's
// move, and apart ("bid, its chance") the whole hint with the chance that follows it. Or, asked
// for, a whole table as the player meets it: the offline table's own host
// (web/src/lib/offline/offline-host.ts) with its pause, timers and paced AI, hints on, the player
// following each hint once it shows; for each of the player's turns, how long after the pause it
// showed and how long its hint took to follow (for a bid or a trump, its move: the player follows
// it without waiting for the chance). The table's hints come from a page of their own, throttled
// alike, as the table's come from a thread of their own: the table's page runs the table's own
// hint thread (web/src/lib/offline/hint-thread.ts), whose worker is the hint page running the
// worker's own answerer (web/src/lib/offline/hint-answers.ts); the bench carries the messages
// between them, and an ended worker is an ended page (web/bench/phone-ai.bench.ts). Bundled as one
// script that defines `phoneDecisions`.
import {
  HOUSE,
  createGame,
  drain,
  execute,
  getPlayerView,
  hintInSteps,
  moveRequest,
  mulberry32,
  searchHinter,
  searchStrategy,
  validActions,
} from '@texas42/shared';
import type { Action, AiLevel, GameState, PlayerView, SearchLevel } from '@texas42/shared';
import { pacedAi } from '../src/lib/offline/ai-pace';
import { answerHintsHere } from '../src/lib/offline/hint-answers';
import { createHintThread } from '../src/lib/offline/hint-thread';
import type { HintAnswer, HintMessage, HintWorker } from '../src/lib/offline/hint-thread';
import { createOfflineHost } from '../src/lib/offline/offline-host';
import type { OfflineRequest } from '../src/lib/offline/offline-protocol';

/** One timed decision: its stage and its milliseconds. */
export type PhoneTiming = readonly [stage: string, ms: number];

/** The stage of a decision on a table (a game or a seat's view of it): a bid, the trump, or a
 * play by the tricks left. */
const stageOf = (table: Pick<GameState, 'phase' | 'tricks'> | PlayerView): string =>
  table.phase === 'bidding'
    ? 'bid'
    : table.phase === 'trump'
      ? 'trump'
      : `play, ${7 - table.tricks.length} tricks left`;

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
      const steps = hints ? hintInSteps(view) : null;
      const moved = performance.now();
      if (steps?.finish) drain(steps.finish);
      const hinted = performance.now();
      action = player(view, (seed * 977 + step * 131) | 0) ?? action;
      if (view.validActions.length > 1) {
        const stage = stageOf(state);
        if (steps === null) timings.push([stage, performance.now() - hinted]);
        else timings.push([stage, moved - before]);
        if (steps?.finish) timings.push([`${stage}, its chance`, hinted - before]);
      }
    }
    const result = execute(state, action);
    if (!result.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.value;
  }
  return timings;
};

/** One of the player's turns at a hints table: its stage, how many milliseconds it showed after
 * it was due (the AI's pause since the change before it, or at once after the player's own move),
 * and how many more its hint took (0: shown with the turn). */
export type TableTurn = readonly [stage: string, late: number, hintAfter: number];

/** On the hint page: the hint thread's worker as hint.worker.ts runs it, started with the first
 * message, its answers sent to the bench's `benchHintAnswer`. */
let hintWorker: ((message: HintMessage) => void) | null = null;

/** A message to the hint thread's worker, on the hint page. */
export const hintMessage = (message: HintMessage): void => {
  const bench = globalThis as unknown as { benchHintAnswer: (answer: HintAnswer) => Promise<void> };
  hintWorker ??= answerHintsHere((answer) => void bench.benchHintAnswer(answer));
  hintWorker(message);
};

/** What the bench exposes to the table's page: the hint page as its hint thread's worker (started
 * anew, sent a message, ended). */
interface BenchHint {
  readonly benchHintStart: () => Promise<void>;
  readonly benchHintSend: (message: HintMessage) => Promise<void>;
  readonly benchHintEnd: () => Promise<void>;
}

/** On the table's page: where the worker's answers go, which the bench brings from the hint page. */
let hintHeard: ((answer: HintAnswer) => void) | null = null;
export const hintAnswered = (answer: HintAnswer): void => hintHeard?.(answer);

/** The table's hint thread (hint-thread.ts itself), its worker the hint page. */
const benchHintThread = () => {
  const bench = globalThis as unknown as BenchHint;
  return createHintThread((): HintWorker => {
    const listeners = new Set<(event: MessageEvent<HintAnswer>) => void>();
    const heard = (answer: HintAnswer) =>
      listeners.forEach((listener) => listener({ data: answer } as MessageEvent<HintAnswer>));
    hintHeard = heard;
    void bench.benchHintStart();
    return {
      postMessage: (message: HintMessage) => void bench.benchHintSend(message),
      terminate: () => {
        if (hintHeard === heard) hintHeard = null;
        void bench.benchHintEnd();
      },
      addEventListener: (type: string, listener: (event: MessageEvent<HintAnswer>) => void) =>
        type === 'message' && listeners.add(listener),
      removeEventListener: (type: string, listener: (event: MessageEvent<HintAnswer>) => void) =>
        type === 'message' && listeners.delete(listener),
    } as HintWorker;
  }, searchHinter);
};

/** Plays `hands` hands at an offline table with hints on, dealt from `seed`, the AI at `level`
 * paced as on the table, `aiDelayMs` between AI moves; the player follows each hint once it
 * shows (Next at once). Answers each turn of the player's that had a choice. */
export const playTable = (seed: number, level: AiLevel, aiDelayMs: number, hands: number) =>
  new Promise<TableTurn[]>((resolve, reject) => {
    const seeds = mulberry32(seed);
    const nextSeed = () => (seeds() * 2 ** 32) | 0;
    const turns: TableTurn[] = [];
    let shown = { version: 0, at: performance.now() };
    /** When the player last moved, until the change it made shows. */
    let moved: number | null = null;
    let turn: { version: number; stage: string; late: number; at: number; choices: number } | null = null;
    let roomId = '';
    const send = (request: OfflineRequest) => {
      const reply = host.handle(request);
      if (!reply.ok)
        reject(new Error(`the table refused ${JSON.stringify(request)}: ${reply.error.message}`));
      return reply.ok ? reply.answer : null;
    };
    const act = (view: PlayerView, version: number) => {
      const action = view.hints[0]?.action ?? view.validActions[0]!;
      moved = performance.now();
      send(moveRequest(action, roomId, version)!);
    };
    const onView = (view: PlayerView, version: number) => {
      const now = performance.now();
      if (version > shown.version) {
        // After the player's own move the change is due at once; after an AI move, a pause after
        // the change before it.
        const due = moved ?? shown.at + aiDelayMs;
        [moved, shown] = [null, { version, at: now }];
        if (view.handNumber > hands || view.phase === 'game-over') return resolve(turns);
        const mine = view.turn === view.self?.seat && view.validActions.length > 0;
        if (!mine) return setTimeout(() => view.validActions.length > 0 && act(view, version), 0);
        turn = {
          version,
          stage: stageOf(view),
          late: now - due,
          at: now,
          choices: view.validActions.length,
        };
        if (view.hints.length === 0) return;
      } else if (turn?.version !== version) return;
      const { stage, late, at, choices } = turn!;
      if (choices > 1) turns.push([stage, late, now - at]);
      turn = null;
      setTimeout(() => act(view, version), 0);
    };
    const host = createOfflineHost({
      now: () => Date.now(),
      seed: nextSeed,
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      aiDelayMs,
      strategy: (view, tableLevel) => tableAi.paced.decide(view, tableLevel, nextSeed()),
      hint: benchHintThread(),
      push: (message) => {
        if (message.type === 'view') onView(message.view.view as PlayerView, message.view.version);
      },
    });
    const created = send({ callable: 'createRoom', payload: { name: 'Mia' } })!;
    roomId = created.roomId;
    const set = send({
      callable: 'configureRoom',
      payload: {
        roomId,
        version: created.version,
        changes: { aiLevel: level, transformers: [{ name: 'hints' }] },
      },
    })!;
    moved = performance.now();
    send({ callable: 'startGame', payload: { roomId, version: set.version } });
  });

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
