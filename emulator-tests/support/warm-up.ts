// A cold Firestore emulator on a busy machine can take longer to answer its first read than the
// web SDK's 10-second wait before it declares itself offline, and a test would then see
// `unavailable`. One read of each suite before any test starts, retried, absorbs that.
import { HOST, PROJECT_ID, SUITE_OFFSETS, portsAt } from './emulators';

const ATTEMPTS = 5;
const ATTEMPT_MS = 20_000;

/** Resolves once the Firestore emulator on `port` answers a read over REST (any HTTP answer). */
async function answers(port: number): Promise<void> {
  const url = `http://${HOST}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/warm-up/warm-up`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(ATTEMPT_MS) }).then(
      (response) => response.status,
      () => null,
    );
    if (answer !== null) return;
  }
  throw new Error(`The Firestore emulator on port ${port} did not answer a read in ${ATTEMPTS} attempts.`);
}

/** Vitest global setup: returns once the Firestore emulator of every suite answers a read. */
export default async function warmUp(): Promise<void> {
  await Promise.all(SUITE_OFFSETS.map((offset) => answers(portsAt(offset).firestore)));
}
