// Online tests only: on a busy machine the emulators' first answers are slow (the functions
// emulator loads the code on the first call, Firestore starts cold). One call to a callable and
// one read, before any test, absorb that so the tests' own waits measure the app.
import { FIRESTORE_URL as FIRESTORE, FUNCTIONS_URL as FUNCTIONS } from './emulator-ports';

/** Vitest global setup: returns once a callable and a Firestore read have answered. */
export default async function warmUp(): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      // Unauthenticated on purpose: any answer means the functions are loaded.
      await fetch(`${FUNCTIONS}/createRoom`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(60_000),
      });
      await fetch(`${FIRESTORE}/warm-up/warm-up`, { headers: { Authorization: 'Bearer owner' } });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  throw new Error('The emulators did not answer: are they running (npm run test:e2e:online starts them)?');
}
