// The outlook behind a panel's "Help me bid", from a worker started on first use and kept for the
// next question. An answer that comes after the panel went away (the move was made) is dropped.
import type { BidOutlook } from '@texas42/shared';
import { useEffect, useState } from 'react';
import type { TableOutlookAsk } from '../../../lib/table-slots';
import type { OutlookAnswer, OutlookQuestion } from './bid-outlook.worker';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (outlook: BidOutlook | null) => void>();

const thread = (): Worker => {
  if (worker === null) {
    worker = new Worker(new URL('./bid-outlook.worker.ts', import.meta.url), {
      type: 'module',
      name: 'texas42-bid-outlook',
    });
    worker.onmessage = ({ data }: MessageEvent<OutlookAnswer>) => {
      waiting.get(data.id)?.(data.outlook);
      waiting.delete(data.id);
    };
  }
  return worker;
};

/** The last question and its answer: the table redraws the panel from every view it is sent, and
 * a view of the same decision asks the same question, which is answered once. */
let last: { readonly key: string; readonly answer: Promise<BidOutlook | null> } | null = null;

/** What the outlook depends on: the seed, the table's rules, the bids, the viewer's hand and what
 * they may do now. */
const keyOf = ({ view, seed }: TableOutlookAsk): string =>
  JSON.stringify([seed, view.settings, view.phase, view.bids, view.self?.hand, view.validActions]);

const ask = (question: TableOutlookAsk): Promise<BidOutlook | null> => {
  const key = keyOf(question);
  if (last?.key !== key) {
    const answer = new Promise<BidOutlook | null>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      thread().postMessage({ id, view: question.view, seed: question.seed } satisfies OutlookQuestion);
    });
    last = { key, answer };
  }
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
