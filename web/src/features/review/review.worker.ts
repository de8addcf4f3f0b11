// The review's thread: the exact solver judges a whole hand in about 60 ms here (p95 about 200 ms
// of CPU, `npm run bench:review`), slower on a phone, so it runs off the page's main thread and a
// tap never waits on it. It exposes the two questions the review asks (lib/worker-rpc.ts).
import { expose } from 'comlink';
import { reviewHand, whatIf } from '@texas42/shared';

/** The whole hand reviewed, and the hand played out from another domino at one play. */
const reviewer = { reviewHand, whatIf };

/** What the review worker answers. */
export type Reviewer = typeof reviewer;

expose(reviewer);
