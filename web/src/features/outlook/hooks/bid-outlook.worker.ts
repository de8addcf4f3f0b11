// "Help me bid" works its chances out here, off the page's thread: the outlook solves a few dozen
// deals (~150-300 ms), which would freeze taps and animations on the main thread. It exposes that
// one question (lib/worker-rpc.ts).
import { expose } from 'comlink';
import { bidOutlook } from '@texas42/shared';

/** The viewer's chances from their view and the decision's seed. */
const outlook = { bidOutlook };

/** What the bid-outlook worker answers. */
export type OutlookWorker = typeof outlook;

expose(outlook);
