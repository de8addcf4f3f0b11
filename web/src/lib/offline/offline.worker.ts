// The offline table's thread: the room layer and the AI run here, off the page's main thread, so
// a slow AI decision never freezes a tap. It exposes the table (lib/worker-rpc.ts): the page
// starts it once with its settings and a listener for what the table pushes, then sends it the
// requests of offline-protocol.ts. A table with hints on works its hints out on a thread of its own
// (hint-thread.ts), started here at the first.
import { expose } from 'comlink';
import { mulberry32, searchHinter } from '@texas42/shared';
import type { Action, AiLevel, PlayerView } from '@texas42/shared';
import { pacedAi } from './ai-pace';
import { createHintThread, heldBack } from './hint-thread';
import { createOfflineHost } from './offline-host';
import type { OfflineHost } from './offline-host';
import type { OfflinePush, OfflineReply, OfflineRequest, OfflineStart } from './offline-protocol';

/** A fresh 32-bit seed from the platform's random source. */
const freshSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! | 0;

/** A repeatable stream of seeds (mulberry32) for a device that asked for one (browser tests). */
const seededSeeds = (seed: number) => {
  const next = mulberry32(seed);
  return (): number => (next() * 2 ** 32) | 0;
};

let nextSeed = freshSeed;
let ai = pacedAi(() => performance.now(), true);

/** The AI's move at the table's level (the search takes up to ~150 ms on a laptop core, off the
 * page's thread; on a slower device its budget shrinks to keep within the aim: ai-pace.ts). */
const strategy = (view: PlayerView, level: AiLevel): Action => ai.decide(view, level, nextSeed());

/** The hints of a table with hints on, on a thread of their own, started at the first; worked out
 * here when that thread cannot give one. */
const hint = createHintThread(
  () => new Worker(new URL('./hint.worker.ts', import.meta.url), { type: 'module', name: 'texas42-hints' }),
  searchHinter,
);

let host: OfflineHost | null = null;

/** The offline table as the page reaches it. */
const table = {
  /** Opens the table with the page's settings; `push` hears every document it pushes. */
  start(
    { aiDelayMs, seed, clockScale, hintDelayMs }: OfflineStart,
    push: (message: OfflinePush) => void,
  ): void {
    nextSeed = seed === null ? freshSeed : seededSeeds(seed);
    ai = pacedAi(
      () => performance.now() * clockScale,
      seed === null,
      (cut) => push({ type: 'pace', cut }),
    );
    host = createOfflineHost({
      now: () => Date.now(),
      seed: () => nextSeed(),
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      aiDelayMs,
      strategy,
      hint: heldBack(hint, hintDelayMs),
      push,
    });
  },
  /** One request, answered with the room or the coded refusal (errors as values, as online). */
  handle(request: OfflineRequest): OfflineReply {
    return host
      ? host.handle(request)
      : { ok: false, error: { code: 'room/bad-request', message: 'The offline table is not ready' } };
  },
};

/** What the offline worker answers. */
export type OfflineTable = typeof table;

expose(table);
