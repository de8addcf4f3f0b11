// The functions emulator runs each request in flight in its own worker process, started on demand
// and kept for reuse: a pool per callable, or in `npm test`'s suites one pool for every callable
// (scripts/firebase-tools-preload.mjs), where the workers started here serve the other callables
// too. Starting one costs a few CPU seconds, and a worker that takes more than 30 s
// to load fails its request (on a busy 2-core machine several starting at once can take that
// long). So tests that send many calls at the same instant first start the workers they need one
// at a time, with requests refused at once (an empty payload is `invalid-argument`, no document is
// read), and from then on keep the calls in flight to each callable within that number
// (call-limit.ts).
import type { CallableName } from '@texas42/shared';
import { limitCalls } from './call-limit';
import type { Player } from './player';

/** Tries per worker before giving up on the emulator. */
const ATTEMPTS = 5;

/** Makes sure each callable has at least `workers[name]` workers started, one at a time, and
 * limits the calls in flight to it to that many. */
export async function warmFunctions(
  caller: Pick<Player, 'call'>,
  workers: Partial<Record<CallableName, number>>,
): Promise<void> {
  for (const [callable, count] of Object.entries(workers) as [CallableName, number][]) {
    limitCalls(callable, count);
    for (let inFlight = 1; inFlight <= count; inFlight++) {
      for (let attempt = 1; ; attempt++) {
        const outcomes = await Promise.all(Array.from({ length: inFlight }, () => caller.call(callable, {})));
        if (outcomes.every((o) => !o.ok && o.code === 'invalid-argument')) break;
        if (attempt === ATTEMPTS)
          throw new Error(`the functions emulator could not start ${inFlight} workers for ${callable}`);
      }
    }
  }
}
