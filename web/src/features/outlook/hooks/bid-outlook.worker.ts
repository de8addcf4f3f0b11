// "Help me bid" works its chances out here, off the page's thread: the outlook solves a few dozen
// deals (~150-300 ms), which would freeze taps and animations on the main thread.
import { bidOutlook } from '@texas42/shared';
import type { BidOutlook, PlayerView } from '@texas42/shared';

/** Page → worker: the viewer's view and the decision's seed, with an id for the answer. */
export interface OutlookQuestion {
  readonly id: number;
  readonly view: PlayerView;
  readonly seed: number;
}

/** Worker → page. */
export interface OutlookAnswer {
  readonly id: number;
  readonly outlook: BidOutlook | null;
}

const scope = self as unknown as {
  postMessage(message: OutlookAnswer): void;
  onmessage: ((event: MessageEvent<OutlookQuestion>) => void) | null;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, outlook: bidOutlook(data.view, data.seed) });
};
