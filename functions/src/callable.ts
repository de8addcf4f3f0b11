// Every callable has the same edge: authenticate, check the payload against its callable's schema
// (parseRequest), run the handler, and turn whatever it throws into the HttpsError a client may
// see (never `internal`; firebase-functions answers `internal` only for a payload it cannot decode
// before this code runs, see the README). The handlers then read in a fixed order: transaction,
// AI driver, answer.

import { parseRequest } from '@texas42/shared';
import type { CallableName, CallableRequests, CallableResponses } from '@texas42/shared';
import { onCall } from 'firebase-functions/https';
import type { CallableFunction } from 'firebase-functions/https';
import { requireUid } from './auth';
import { Refusal, toClientError } from './errors';

/** Firebase App Check, enforced when the deploy sets ENFORCE_APP_CHECK=true (in
 * functions/.env.<project>, read when the functions start): a call without a valid App Check
 * token is then refused as unauthenticated before any handler runs. Unset, as on the emulators,
 * calls are checked for a signed-in user only. */
const ENFORCE_APP_CHECK = process.env.ENFORCE_APP_CHECK === 'true';

/** How each callable's instances run. Every callable may end by playing the AI seats on turn
 * (afterCommit), and an AI decision is synchronous CPU work on the instance's one event loop: at
 * the default level up to ~150 ms at the 95th percentile (a bid or a trump; plays are cheaper),
 * during which no other request on that instance runs a line. A 2nd-gen instance takes 80
 * requests at once by default, so at a busy hour one request could wait behind dozens of other
 * tables' searches. So:
 * - concurrency 4: a request waits behind at most three others' decisions (~0.45 s at worst, far
 *   less as a rule, since a request spends most of its time waiting on Firestore, when the loop is
 *   free), while an instance still overlaps four requests' Firestore round trips; Cloud Run adds
 *   instances beyond that instead of queueing on one.
 * - cpu 1: one event loop uses one core; a second would sit idle (the search is single-threaded).
 * - memory 256MiB (the default, named so it is a choice): Hard's search adds ~10 MiB to a Node
 *   process of ~90 MiB (measured over 12 deals' decisions); four requests' rooms are a few kB.
 * - maxInstances 100: a cost ceiling, 400 requests in flight (hundreds of tables playing at
 *   once); raise it with the traffic.
 * - timeoutSeconds 120: long enough for a move and the AI seats that follow it.
 * The README's "AI at scale" gives the figures these come from. */
const OPTIONS = {
  cpu: 1,
  memory: '256MiB',
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
