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

/** Long enough for a move and the AI seats that follow it. */
const OPTIONS = { timeoutSeconds: 120, enforceAppCheck: ENFORCE_APP_CHECK } as const;

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
