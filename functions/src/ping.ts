import { onCall } from 'firebase-functions/https';
import { requireUid } from './auth';

/** Proves the pipeline (auth, emulator, bundle): answers a signed-in caller with its uid. */
export const ping = onCall((request) => ({ pong: true, uid: requireUid(request) }));
