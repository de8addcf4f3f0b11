// Where the online browser tests find the emulators: firebase.json's ports, moved by the offset of
// the suite the test pipeline started for them (scripts/test-plan.mjs). The app under test was
// built with the same offset (VITE_EMULATOR_PORT_OFFSET, web/src/lib/firebase/firebase-config.ts).
import firebaseJson from '../../../firebase.json' with { type: 'json' };

const OFFSET = Number(process.env.TEXAS42_EMULATOR_PORT_OFFSET ?? 0);
const PROJECT = 'demo-texas42';

/** The emulators' ports for this run. */
const EMULATOR_PORTS = {
  auth: firebaseJson.emulators.auth.port + OFFSET,
  functions: firebaseJson.emulators.functions.port + OFFSET,
  firestore: firebaseJson.emulators.firestore.port + OFFSET,
} as const;

/** The callables' base address. */
export const FUNCTIONS_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${PROJECT}/us-central1`;

/** The Firestore REST address of the demo project's documents. */
export const FIRESTORE_URL = `http://127.0.0.1:${EMULATOR_PORTS.firestore}/v1/projects/${PROJECT}/databases/(default)/documents`;
