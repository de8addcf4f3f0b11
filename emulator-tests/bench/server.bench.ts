// `npm run bench:server`: the server on the real emulators, measured from clients like the web app.
//  1. One table of four people, one move at a time (each call one transaction): time from a
//     callable call to the caller's view document update (median, p95), and to every member's;
//     Firestore documents written per move; bytes per view document and of the private state.
//  2. ROOMS tables at once, two people and two AI seats each at BENCH_AI_LEVEL (default: a new
//     table's), playing their first hand: accepted actions per second (the AI's and the automatic
//     agreements included), transactions per second, and the caller's view latency under that load;
//     and how many calls the seats sent again, and why (a lost call is sent again once the stored
//     room shows it never landed: support/drive.ts).
//  3. One production instance (one-instance.ts): the same ROOMS tables served by the built
//     callables in one Node process with at most `concurrency` requests in flight, as Cloud Run
//     runs an instance, for each of INSTANCES: the caller's view latency, and what the instance
//     spent (CPU, its event loop's delay, peak memory). The functions emulator cannot show this.
//  4. The CPU an AI move costs at each level, on the AI decisions of part 2 (or 3) (ai-move-cost.ts).
// BENCH_PARTS picks parts by name (table, rooms, instance, cost; all unless set).
// Figures only, no assertions. The machine's load average is printed beside them: the emulators
// share the CPU with everything else, so a busy machine slows every figure down.
import '../support/transport-setup';
import { availableParallelism, loadavg } from 'node:os';
import { setLogLevel } from 'firebase/firestore';
import { DEFAULT_AI_LEVEL, isAiLevel, roomStatePath } from '@texas42/shared';
import type { AiLevel, Room } from '@texas42/shared';
import { adminFirestore, storedRoom } from '../support/admin';
import { clearCallLimits } from '../support/call-limit';
import { COPY_STYLES, recoverySummary } from '../support/drive';
import { PORTS } from '../support/emulators';
import { playTable, startTable } from '../support/play-tables';
import type { Start } from '../support/play-tables';
import { signIn } from '../support/player';
import { randomSource } from '@texas42/shared/test-support';
import { openTable } from '../support/table';
import type { Table } from '../support/table';
import { warmFunctions } from '../support/warm-functions';
import { callFunctionsAt } from '../support/web-client';
import { aiDecisions, printAiMoveCost } from './ai-move-cost';
import { oneMoveAtATime } from './one-move-at-a-time';
import { startInstance } from './one-instance';
import type { InstanceOptions } from './one-instance';

const MOVES = Number(process.env.BENCH_MOVES ?? 120);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 20);
const MOVE_CALLS = ['placeBet', 'selectTrump', 'playDomino', 'agree'] as const;
/** Function workers per move callable for the many-rooms part: enough to keep two cores busy; more
 * calls than that in flight wait in the client (see support/call-limit.ts). */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
/** The AI seats' level in part 2. */
const AI_LEVEL: AiLevel = ((level = process.env.BENCH_AI_LEVEL ?? DEFAULT_AI_LEVEL) => {
  if (!isAiLevel(level)) throw new Error(`BENCH_AI_LEVEL ${level} is not an AI level`);
  return level;
})();
/** How many of part 2's AI decisions part 4 times again at every level. */
const AI_POSITIONS = Number(process.env.BENCH_AI_POSITIONS ?? 200);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'table,rooms,instance,cost').split(','));
/** The instances of part 3: Google's default concurrency and the one chosen before the worker
 * pool, each with the AI on the event loop, then the worker pool at those and between. */
const INSTANCES: readonly (InstanceOptions & { readonly label: string })[] = [
  { label: 'concurrency 80 (the default), AI on the event loop', concurrency: 80, aiThreads: 0 },
  { label: 'concurrency 4, AI on the event loop', concurrency: 4, aiThreads: 0 },
  { label: 'concurrency 80, AI on one worker thread', concurrency: 80, aiThreads: 1 },
  { label: 'concurrency 16, AI on one worker thread', concurrency: 16, aiThreads: 1 },
  { label: 'concurrency 4, AI on one worker thread', concurrency: 4, aiThreads: 1 },
];

/** The q-quantile of some numbers (nearest rank). */
const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const ms = (value: number) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function oneTable(db: ReturnType<typeof adminFirestore>['db']): Promise<void> {
  const table = await openTable({ joiners: ['sit', 'sit', 'sit'], label: 'bench' });
  const costs = await oneMoveAtATime(db, table, MOVES, randomSource(42));
  const state = await db.doc(roomStatePath(table.roomId)).get();
  const views = table.members.flatMap((m) => m.feed.received.map((v) => v.bytes));
  await table.close();
  const caller = costs.map((c) => c.callerMs);
  const everyone = costs.map((c) => c.everyoneMs);
  const writes = costs.map((c) => c.writes);
  console.log(`one table of four people, ${costs.length} moves one at a time (load ${load()}):`);
  console.log(
    `  call -> caller's view update: median ${ms(quantile(caller, 0.5))}, p95 ${ms(quantile(caller, 0.95))}`,
  );
  console.log(
    `  call -> every member's view:  median ${ms(quantile(everyone, 0.5))}, p95 ${ms(quantile(everyone, 0.95))}`,
  );
  console.log(
    `  Firestore writes per move: mean ${mean(writes).toFixed(2)}, min ${Math.min(...writes)}, max ${Math.max(...writes)}`,
  );
  console.log(
    `  view document: mean ${Math.round(mean(views))} B, p95 ${quantile(views, 0.95)} B, max ${Math.max(...views)} B` +
      ` (${views.length} received); private state at the end ${JSON.stringify(state.data()).length} B`,
  );
}

/** Plays ROOMS tables at once; `where` names the server in the printed heading. */
async function manyTables(db: ReturnType<typeof adminFirestore>['db'], where: string): Promise<Room[]> {
  const tables: Table[] = [];
  for (let i = 0; i < ROOMS; i++)
    tables.push(
      await openTable({ joiners: ['sit'], start: false, label: `load-${i}`, changes: { aiLevel: AI_LEVEL } }),
    );
  const play = {
    done: (view: { handNumber: number; phase: string }) => view.handNumber > 1 || view.phase === 'game-over',
    style: () => COPY_STYLES[0],
    agreeTogether: false,
    seed: 777,
  };
  // The games start one after another (each start runs the AI's opening bids), then all play at
  // once; what happened before the last start is not counted.
  const starts: Start[] = [];
  const atStart: Room[] = [];
  for (const table of tables) starts.push(await startTable(db, table));
  for (const table of tables) atStart.push(await storedRoom(db, table.roomId));
  const loadBefore = load();
  const playFrom = performance.now();
  const played = await Promise.all(tables.map((table, i) => playTable(db, table, play, i, starts[i])));
  const seconds = (Math.max(...played.map((t) => t.endedAt)) - playFrom) / 1000;
  const actions = played.reduce((n, t, i) => n + t.room.game!.log.length - atStart[i]!.game!.log.length, 0);
  const transactions = played.reduce((n, t, i) => n + t.room.version - atStart[i]!.version, 0);
  const latencies = played.flatMap((t) =>
    t.members.flatMap((m) => m.submissions.flatMap((s) => s.latencyMs ?? [])),
  );
  console.log(
    `${ROOMS} rooms at once, two people and two AI seats (${AI_LEVEL}) each, first hand, ${where}` +
      ` (load ${loadBefore} -> ${load()}):`,
  );
  console.log(`  ${actions} accepted actions and ${transactions} transactions in ${seconds.toFixed(1)} s`);
  console.log(
    `  ${(actions / seconds).toFixed(1)} actions/s, ${(transactions / seconds).toFixed(1)} transactions/s`,
  );
  console.log(
    `  call -> caller's view update under load: median ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}`,
  );
  console.log(
    `  seats' recoveries: ${recoverySummary(played.flatMap((t) => t.members.flatMap((m) => m.submissions)))}`,
  );
  return played.map((t) => t.room);
}

/** Part 3: the rooms played on one instance of each kind in turn. */
async function oneInstance(db: ReturnType<typeof adminFirestore>['db']): Promise<Room[]> {
  clearCallLimits(); // the instance admits its own `concurrency`; the clients send every call
  let rooms: Room[] = [];
  for (const options of INSTANCES) {
    const instance = await startInstance(options);
    try {
      callFunctionsAt(instance.port);
      rooms = await manyTables(db, `one instance, ${options.label}`);
      const spent = await instance.stats();
      const actions = rooms.reduce((n, room) => n + room.game!.log.length, 0);
      console.log(
        `  the instance, whole run (rooms made, started, played): ${(spent.cpuMs / 1000).toFixed(1)} s CPU` +
          ` (${(spent.cpuMs / actions).toFixed(1)} ms per action in the logs),` +
          ` event loop delay p99 ${spent.loopDelayP99Ms} ms, max ${spent.loopDelayMaxMs} ms, memory ${spent.startRssMiB} MiB at the start, ${spent.peakRssMiB} MiB at the peak`,
      );
    } finally {
      instance.stop();
      callFunctionsAt(PORTS.functions);
    }
  }
  return rooms;
}

async function main(): Promise<void> {
  setLogLevel('silent');
  console.log(`bench:server on ${availableParallelism()} cores, load average ${load()}`);
  const admin = adminFirestore();
  let rooms: Room[] = [];
  if (PARTS.has('table') || PARTS.has('rooms')) {
    const warmer = await signIn('warmer');
    await warmFunctions(warmer, {
      createRoom: 1,
      joinRoom: 1,
      startGame: 1,
      ...Object.fromEntries(MOVE_CALLS.map((c) => [c, 2])),
    });
    if (PARTS.has('table')) await oneTable(admin.db);
    if (PARTS.has('rooms')) {
      await warmFunctions(warmer, {
        startGame: 1,
        ...Object.fromEntries(MOVE_CALLS.map((c) => [c, WORKERS])),
      });
      rooms = await manyTables(admin.db, `functions emulator, ${WORKERS} function workers per move callable`);
    }
    await warmer.close();
  }
  if (PARTS.has('instance')) {
    const played = await oneInstance(admin.db);
    if (rooms.length === 0) rooms = played;
  }
  await admin.close();
  console.log(`(load ${load()})`);
  if (PARTS.has('cost') && rooms.length > 0) printAiMoveCost(aiDecisions(rooms, AI_POSITIONS), AI_LEVEL);
  console.log(`(load ${load()})`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
