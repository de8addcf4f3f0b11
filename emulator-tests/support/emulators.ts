// Where the running emulators listen, read from firebase.json so the tests and the suite that
// scripts/emulators.mjs starts cannot disagree. Tests always connect over loopback.
import { PRESENCE_STALE_MS, SILENT_TURN_MS } from '@texas42/shared';
import firebaseJson from '../../firebase.json' with { type: 'json' };

/** The demo project the emulators serve (see .firebaserc); a demo- id can never reach production. */
export const PROJECT_ID = 'demo-texas42';

/** The loopback address every test connects to, whatever address the emulators bind. */
export const HOST = '127.0.0.1';

/** How far each emulator suite of this run moved every port from firebase.json's
 * (`emulators.mjs serve --port-offset`): TEXAS42_EMULATOR_PORT_OFFSET, comma-separated when the
 * test pipeline gives the emulator tests two suites; 0 for firebase.json's own. */
export const SUITE_OFFSETS: readonly number[] = (process.env.TEXAS42_EMULATOR_PORT_OFFSET ?? '0')
  .split(',')
  .map(Number);

/** The suite this test worker uses: vitest numbers its workers from 1 (VITEST_POOL_ID), and runs
 * as many as there are suites (vitest.config.ts), so two files at once never share a database. */
const OFFSET = SUITE_OFFSETS[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % SUITE_OFFSETS.length]!;

/** The port of each emulator the tests use, on the suite moved by `offset`. */
export const portsAt = (offset: number) =>
  ({
    auth: firebaseJson.emulators.auth.port + offset,
    functions: firebaseJson.emulators.functions.port + offset,
    firestore: firebaseJson.emulators.firestore.port + offset,
  }) as const;

/** The port of each emulator this worker's tests use. */
export const PORTS = portsAt(OFFSET);

/** The security rules the Firestore emulator enforces. */
export const RULES_FILE = new URL(`../../${firebaseJson.firestore.rules}`, import.meta.url);

/** How long a silent phone and a silent turn keep their seat on these emulators (scripts/emulators.mjs
 * shortens both for a test run; the functions read the same variables). */
export const PRESENCE_LIMITS = {
  staleMs: Number(process.env.TEXAS42_PRESENCE_STALE_MS ?? PRESENCE_STALE_MS),
  silentTurnMs: Number(process.env.TEXAS42_SILENT_TURN_MS ?? SILENT_TURN_MS),
} as const;
