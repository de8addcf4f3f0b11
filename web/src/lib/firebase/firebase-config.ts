// Which Firebase project the app talks to. A build given a real project's web config (the
// VITE_FIREBASE_CONFIG variable, its JSON) uses it; every other build (dev, the browser tests,
// a fresh clone) uses the local emulators of the demo project, found at the page's own host so a
// phone on the same network reaches the emulators of the machine that serves the app.

/** How far a test build's emulators moved every port from firebase.json's (the test pipeline runs
 * the online browser tests on an emulator suite of their own, scripts/test-plan.mjs). */
const PORT_OFFSET = Number(import.meta.env.VITE_EMULATOR_PORT_OFFSET ?? 0);

/** The emulators' ports (firebase.json). */
export const EMULATOR_PORTS = {
  auth: 9099 + PORT_OFFSET,
  functions: 5001 + PORT_OFFSET,
  firestore: 8080 + PORT_OFFSET,
} as const;

/** The demo project id: a demo- project can never reach production. */
const DEMO_PROJECT_ID = 'demo-texas42';

export interface FirebaseTarget {
  /** The web app options for `initializeApp`. */
  readonly options: { readonly projectId: string; readonly apiKey: string } & Readonly<
    Record<string, string>
  >;
  /** The host the emulators run on, or null for the real project. */
  readonly emulatorHost: string | null;
}

/** The project this build talks to. */
export function firebaseTarget(): FirebaseTarget {
  const configured = import.meta.env.VITE_FIREBASE_CONFIG;
  if (configured) return { options: JSON.parse(configured) as FirebaseTarget['options'], emulatorHost: null };
  return {
    options: {
      projectId: DEMO_PROJECT_ID,
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    },
    emulatorHost: window.location.hostname,
  };
}
