// The outlook for an open "Help me bid" sheet, from a worker started on first use and kept for
// the next question. A question whose answer comes after the sheet closed is simply dropped.
import type { BidOutlook } from '@texas42/shared';
import { useEffect, useState } from 'react';
import type { TableOutlookAsk } from '../table-view-model';
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

const ask = ({ view, seed }: TableOutlookAsk): Promise<BidOutlook | null> =>
  new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    thread().postMessage({ id, view, seed } satisfies OutlookQuestion);
  });

/** The outlook asked for (null while it is worked out, or when nothing is asked). */
export function useBidOutlook(question: TableOutlookAsk | null): BidOutlook | null {
  const [answer, setAnswer] = useState<{ question: TableOutlookAsk; outlook: BidOutlook | null } | null>(
    null,
  );
  useEffect(() => {
    if (question === null) return;
    let current = true;
    void ask(question).then((outlook) => {
      if (current) setAnswer({ question, outlook });
    });
    return () => {
      current = false;
    };
  }, [question]);
  return answer !== null && answer.question === question ? answer.outlook : null;
}
