// The outlook behind a panel's "Help me bid": the one the table already has for the question (an
// offline hint's), else from a worker started on first use and kept for the next question. An
// answer that comes after the panel went away (the move was made) is dropped. The worker's RPC
// (lib/worker-rpc.ts) loads with the first question, not with the table.
import type { BidOutlook } from '@texas42/shared';
import type { Remote } from 'comlink';
import { useEffect, useState } from 'react';
import { knownOutlook, outlookKey } from '../../../lib/outlook-sheets';
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

const ask = (question: TableOutlookAsk): Promise<BidOutlook | null> => {
  const key = outlookKey(question);
  if (last?.key !== key)
    last = { key, answer: outlookWorker().then((worker) => worker.bidOutlook(question.view, question.seed)) };
  return last.answer;
};

/** The outlook asked for, null while it is worked out: at once when the table already has it (an
 * offline hint's chance was read off it: lib/outlook-sheets.ts), else from the worker. */
export function useBidOutlook(question: TableOutlookAsk): BidOutlook | null {
  const key = outlookKey(question);
  const known = knownOutlook(key);
  const [answer, setAnswer] = useState<{ key: string; outlook: BidOutlook | null } | null>(null);
  useEffect(() => {
    if (known !== null) return;
    let current = true;
    void ask(question).then((outlook) => {
      if (current) setAnswer({ key: outlookKey(question), outlook });
    });
    return () => {
      current = false;
    };
  }, [question, known]);
  return known ?? (answer !== null && answer.key === key ? answer.outlook : null);
}
