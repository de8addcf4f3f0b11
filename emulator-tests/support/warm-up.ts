// Vitest's global setup for the emulator tests: before any test starts, every suite answers.
// - A cold Firestore emulator on a busy machine can take longer to answer its first read than the
//   web SDK's 10-second wait before it declares itself offline, and a test would then see
//   `unavailable`. One read of each suite, retried, absorbs that.
// - The functions emulator starts a worker process for a callable on its first call (about
//   1.5 s each on a quiet machine, against 10-20 ms for a call after it), once per suite (in
//   `npm test`'s suites the first call's worker serves every callable: warm-functions.ts). A test
//   that was the first on its suite to call five callables paid five starts inside its own 60 s:
//   12 s alone, past 60 s beside the other suites on a busy two-core machine. One call to each
//   callable here, refused before any handler reads (it is signed out), starts them all, one at a
//   time so no start waits on another.
import { CALLABLES } from '@texas42/shared';
import { HOST, PROJECT_ID, SUITE_OFFSETS, portsAt } from './emulators';

const ATTEMPTS = 5;
const ATTEMPT_MS = 60_000;

/** Resolves once `url` gives any HTTP answer to `init`, trying ATTEMPTS times. */
async function answers(url: string, init: RequestInit = {}): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(ATTEMPT_MS) }).then(
      (response) => response.status,
      () => null,
    );
    if (answer !== null) return;
  }
  throw new Error(`${url} did not answer in ${ATTEMPTS} attempts: are the emulators running?`);
}

/** Readies the suite moved by `offset`: a Firestore read, then each callable's worker. */
async function warmSuite(offset: number): Promise<void> {
  const ports = portsAt(offset);
  await answers(
    `http://${HOST}:${ports.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents/warm-up/warm-up`,
  );
  for (const callable of CALLABLES)
    await answers(`http://${HOST}:${ports.functions}/${PROJECT_ID}/us-central1/${callable}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    });
}

export default async function warmUp(): Promise<void> {
  await Promise.all(SUITE_OFFSETS.map(warmSuite));
}
