// Every callable has the same edge: authenticate, check the payload against its callable's schema
// (parseRequest), run the handler, and turn whatever it throws into the HttpsError a client may
// see (never `internal`; firebase-functions answers `internal` only for a payload it cannot decode
// before this code runs, see docs/security.md). The handlers then read in a fixed order: transaction,
// AI driver, answer.

import { parseRequest } from '@texas42/shared';
import type { CallableName, CallableRequests, CallableResponses } from '@texas42/shared';
import { onCall } from 'firebase-functions/https';
import type { CallableFunction } from 'firebase-functions/https';
import { appCheckEnforced } from './app-check';
import { requireUid } from './auth';
import { Refusal, toClientError } from './errors';

/** Firebase App Check: enforced in production, off on the emulators unless asked for
 * (app-check.ts). Where it is off, calls are checked for a signed-in user only. */
const ENFORCE_APP_CHECK = appCheckEnforced(process.env);

/** How each callable's instances run. Every callable may end by playing the AI seats on turn
 * (afterCommit); an AI decision is up to ~60 ms of CPU at the default level (bids; plays ~6 ms at
 * the median), and it runs on the instance's AI worker thread (ai-driver.ts, TEXAS42_AI_THREADS),
 * not on the event loop that serves the other requests. Measured on one modelled instance
 * (`npm run bench:server`, part 3: 20 rooms at once, three runs), the worker thread with
 * concurrency 4 gave the shortest event-loop stalls in every run and the lowest caller's-view p95
 * in two of the three (in the other the AI on the loop did better, 1.2 s against 1.7 s);
 * at concurrency 80 the worker halves the median but not the tail (one thread serves every table's
 * searches in turn). `npm run perf -- --only=server` writes the table into docs/performance.md. So:
 * - concurrency 4: the shortest stalls measured; Cloud Run adds instances beyond that instead of
 *   queueing a busy hour's tables behind one instance's AI thread.
 * - cpu 1: the event loop and the AI thread share it; a second core would mostly sit idle (the
 *   decisions are short, and a request spends most of its time waiting on Firestore).
 * - memory 512MiB: the modelled instance peaked at 181 to 220 MiB with its AI thread (which holds
 *   its own solver tables) against 161 to 191 MiB without (both with the bench's TypeScript loader
 *   in each thread); 256MiB left too little room, and an instance out of memory loses every
 *   request in flight.
 * - maxInstances 100: a cost ceiling, 400 requests in flight (hundreds of tables playing at
 *   once); raise it with the traffic.
 * - timeoutSeconds 120: long enough for a move and the AI seats that follow it. */
const OPTIONS = {
  cpu: 1,
  memory: '512MiB',
  concurrency: 4,
  maxInstances: 100,
  timeoutSeconds: 120,
  enforceAppCheck: ENFORCE_APP_CHECK,
} as const;

/** The callable `name`: the handler gets the caller's uid and the checked, rebuilt payload. */
export const roomCallable = <N extends CallableName>(
  name: N,
  handler: (uid: string, request: CallableRequests[N]) => Promise<CallableResponses[N]>,
): CallableFunction<unknown, Promise<CallableResponses[N]>> =>
  onCall(OPTIONS, async (request) => {
    try {
      const uid = requireUid(request);
      const payload = parseRequest(name, request.data);
      if (!payload.ok) throw new Refusal(payload.error);
      return await handler(uid, payload.value);
    } catch (error) {
      throw toClientError(error);
    }
  });
