// The offline table's thread: the room layer and the AI run here, off the page's main thread, so
// a slow AI decision never freezes a tap. It speaks the messages of offline-protocol.ts.
import { levelPlayer, mulberry32 } from '@texas42/shared';
import type { Action, AiLevel, PlayerView } from '@texas42/shared';
import { createOfflineHost } from './offline-host';
import type { OfflineHost } from './offline-host';
import type { FromWorker, ToWorker } from './offline-protocol';

const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

/** A fresh 32-bit seed from the platform's random source. */
const freshSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! | 0;

/** A repeatable stream of seeds (mulberry32) for a device that asked for one (browser tests). */
const seededSeeds = (seed: number) => {
  const next = mulberry32(seed);
  return (): number => (next() * 2 ** 32) | 0;
};

let nextSeed = freshSeed;

/** The AI's move at the table's level (the search takes up to ~150 ms here, off the page's
 * thread), or the first valid action if it has none. */
const strategy = (view: PlayerView, level: AiLevel): Action =>
  levelPlayer(level)(view, nextSeed()) ?? view.validActions[0]!;

let host: OfflineHost | null = null;

scope.onmessage = ({ data }) => {
  if (data.kind === 'init') {
    nextSeed = data.seed === null ? freshSeed : seededSeeds(data.seed);
    host = createOfflineHost({
      now: () => Date.now(),
      seed: () => nextSeed(),
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      aiDelayMs: data.aiDelayMs,
      strategy,
      push: (push) => scope.postMessage({ kind: 'push', push }),
    });
    return;
  }
  const reply = host
    ? host.handle(data.request)
    : ({
        ok: false,
        error: { code: 'room/bad-request', message: 'The offline table is not ready' },
      } as const);
  scope.postMessage({ kind: 'reply', id: data.id, reply });
};
