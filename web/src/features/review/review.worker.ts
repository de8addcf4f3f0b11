// The review's thread: the exact solver judges a whole hand in about 60 ms here (p95 about 200 ms
// of CPU, `npm run bench:review`), slower on a phone, so it runs off the page's main thread and a
// tap never waits on it. It answers each numbered question with its answer.
import { reviewHand, whatIf } from '@texas42/shared';
import type { ReviewAnswer, ReviewQuestion } from './api/review-protocol';

const scope = self as unknown as {
  postMessage(message: ReviewAnswer): void;
  onmessage: ((event: MessageEvent<ReviewQuestion>) => void) | null;
};

scope.onmessage = ({ data }) => {
  if (data.kind === 'review')
    scope.postMessage({ id: data.id, kind: 'review', review: reviewHand(data.hand) });
  else
    scope.postMessage({ id: data.id, kind: 'what-if', result: whatIf(data.hand, data.index, data.domino) });
};
