// The outlook behind a panel's "Help me bid", from a worker started on first use and kept for the
// next question. An answer that comes after the panel went away (the move was made) is dropped.
// The worker's RPC (lib/worker-rpc.ts) loads with the first question, not with the table.
import type { BidOutlook } from '@texas42/shared';
import type { Remote } from 'comlink';
import { useEffect, useState } from 'react';
import type { TableOutlookAsk } from '../../../lib/table-slots';
import type { OutlookWorker } from './bid-outlook.worker';

let started: Promise<Remote<OutlookWorker>> | null = null;
/** The outlook worker, started on the first question and kept. */
const outlookWorker = (): Promise<Remote<OutlookWorker>> =>
  (started ??= import('../../../lib/worker-rpc').then(({ lazyWorker }) =>
    lazyWorker<OutlookWorker>(
      () =>
        new Worker(new URL('./bid-outlook.worker.ts', import.meta.url), {
          type: 'module',
          name: 'texas42-bid-outlook',
        }),
    )(),
  ));

/** The last question and its answer: the table redraws the panel from every view it is sent, and
 * a view of the same decision asks the same question, which is answered once. */
let last: { readonly key: string; readonly answer: Promise<BidOutlook | null> } | null = null;

/** What the outlook depends on: the seed, the table's rules, the bids, the viewer's hand and what
 * they may do now. */
const keyOf = ({ view, seed }: TableOutlookAsk): string =>
  JSON.stringify([seed, view.settings, view.phase, view.bids, view.self?.hand, view.validActions]);

const ask = (question: TableOutlookAsk): Promise<BidOutlook | null> => {
  const key = keyOf(question);
  if (last?.key !== key)
    last = { key, answer: outlookWorker().then((worker) => worker.bidOutlook(question.view, question.seed)) };
  return last.answer;
};

/** The outlook asked for, null while it is worked out. */
export function useBidOutlook(question: TableOutlookAsk): BidOutlook | null {
  const key = keyOf(question);
  const [answer, setAnswer] = useState<{ key: string; outlook: BidOutlook | null } | null>(null);
  useEffect(() => {
    let current = true;
    void ask(question).then((outlook) => {
      if (current) setAnswer({ key: keyOf(question), outlook });
    });
    return () => {
      current = false;
    };
  }, [question]);
  return answer !== null && answer.key === key ? answer.outlook : null;
}
