// Online tests only: on a busy machine the emulators' first answers are slow. Firestore starts
// cold, and the functions emulator starts a worker process for each callable on its first call
// (about 1.5 s each on a quiet machine). One read, and one call to every callable (refused at
// once: it is signed out), before any test, absorb that, so the tests' own waits measure the app.
import { CALLABLES } from '@texas42/shared';
import { FIRESTORE_URL as FIRESTORE, FUNCTIONS_URL as FUNCTIONS } from './emulator-ports';

/** Resolves once `url` answers `init` at all (any HTTP status), trying for a while. */
async function answers(url: string, init: RequestInit = {}): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const answered = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error('The emulators did not answer: are they running (npm run test:e2e:online starts them)?');
}

/** Vitest global setup: returns once Firestore and every callable have answered. */
export default async function warmUp(): Promise<void> {
  await answers(`${FIRESTORE}/warm-up/warm-up`, { headers: { Authorization: 'Bearer owner' } });
  // One at a time: workers that start together on a busy machine can take past their 30 s limit.
  for (const callable of CALLABLES)
    await answers(`${FUNCTIONS}/${callable}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
}
