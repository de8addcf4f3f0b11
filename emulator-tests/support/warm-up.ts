// A cold Firestore emulator on a busy machine can take longer to answer its first read than the
// web SDK's 10-second wait before it declares itself offline, and a test would then see
// `unavailable`. One read before any test starts, retried on a fresh client, absorbs that.
import type { FirebaseError } from 'firebase/app';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { webClient } from './web-client';

const ATTEMPTS = 5;

/** Vitest global setup: returns once the Firestore emulator answers a read (any answer but unavailable). */
export default async function warmUp(): Promise<void> {
  setLogLevel('silent');
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const client = webClient(`warm-up-${attempt}`);
    const answer = await getDoc(doc(client.firestore, 'warm-up/warm-up')).then(
      () => 'read',
      (error: FirebaseError) => error.code,
    );
    await client.close();
    if (answer !== 'unavailable') return;
  }
  throw new Error(`The Firestore emulator did not answer a read in ${ATTEMPTS} attempts.`);
}
