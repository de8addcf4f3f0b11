// Where the running emulators listen, read from firebase.json so the tests and the suite that
// scripts/emulators.mjs starts cannot disagree. Tests always connect over loopback.
import { PRESENCE_STALE_MS, SILENT_TURN_MS } from '@texas42/shared';
import firebaseJson from '../../firebase.json' with { type: 'json' };

/** The demo project the emulators serve (see .firebaserc); a demo- id can never reach production. */
export const PROJECT_ID = 'demo-texas42';

/** The loopback address every test connects to, whatever address the emulators bind. */
export const HOST = '127.0.0.1';

/** How far the suite under test moved every port (`emulators.mjs serve --port-offset`, which the
 * test pipeline uses to run the App Check suite beside the others); 0 for firebase.json's own. */
const OFFSET = Number(process.env.TEXAS42_EMULATOR_PORT_OFFSET ?? 0);

/** The port of each emulator the tests use. */
export const PORTS = {
  auth: firebaseJson.emulators.auth.port + OFFSET,
  functions: firebaseJson.emulators.functions.port + OFFSET,
  firestore: firebaseJson.emulators.firestore.port + OFFSET,
} as const;

/** The security rules the Firestore emulator enforces. */
export const RULES_FILE = new URL(`../../${firebaseJson.firestore.rules}`, import.meta.url);

/** How long a silent phone and a silent turn keep their seat on these emulators (scripts/emulators.mjs
 * shortens both for a test run; the functions read the same variables). */
export const PRESENCE_LIMITS = {
  staleMs: Number(process.env.TEXAS42_PRESENCE_STALE_MS ?? PRESENCE_STALE_MS),
  silentTurnMs: Number(process.env.TEXAS42_SILENT_TURN_MS ?? SILENT_TURN_MS),
} as const;
