// A small pool of worker threads for AI decisions, so a search never blocks the event loop that
// serves an instance's other requests (they wait on Firestore meanwhile, or answer their callers).
// Workers start on the first decision that needs one (a cold instance pays for one only when an AI
// moves) and are kept: each holds its own solver tables. Decisions beyond the workers wait in a
// bounded queue; past the bound a decision is refused at once rather than queued without end.
import { Worker } from 'node:worker_threads';
import type { Action, AiQuestion } from '@texas42/shared';

/** What the pool sends a worker: the question and the seed the server drew for it. */
export interface DecisionRequest {
  readonly question: AiQuestion;
  readonly seed: number;
}

/** What a worker answers: the action, or why it could not decide. */
export type DecisionAnswer =
  { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly message: string };

/** How a pool runs. */
export interface PoolOptions {
  /** Worker threads at most. */
  readonly threads: number;
  /** Decisions that may wait for a worker; one more is refused. */
  readonly maxWaiting: number;
  /** The worker's script: the bundle's lib/ai/worker.js. */
  readonly script: URL;
}

/** Decides AI moves on worker threads. */
export interface AiPool {
  /** The action for `question` with `seed`; rejects when the queue is full or the worker fails. */
  decide(question: AiQuestion, seed: number): Promise<Action>;
  /** Stops every worker (tests; an instance simply exits). */
  close(): Promise<void>;
}

interface Task extends DecisionRequest {
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

/** A pool of at most `threads` workers running `script`. */
export function aiPool({ threads, maxWaiting, script }: PoolOptions): AiPool {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const waiting: Task[] = [];

  const finish = (worker: Worker, settle: (task: Task) => void) => {
    const task = busy.get(worker);
    busy.delete(worker);
    if (task !== undefined) settle(task);
  };
  // A worker that failed is dropped (its thread may be broken); the next decision starts another.
  const drop = (worker: Worker, error: Error) => {
    finish(worker, (task) => task.reject(error));
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    void worker.terminate();
    next();
  };
  const start = (): Worker => {
    const worker = new Worker(script);
    worker.on('message', (answer: DecisionAnswer) => {
      finish(worker, (task) =>
        answer.ok ? task.resolve(answer.action) : task.reject(new Error(answer.message)),
      );
      worker.unref(); // an idle worker keeps no process alive
      idle.push(worker);
      next();
    });
    worker.on('error', (error) => drop(worker, error));
    worker.on('exit', (code) => {
      if (busy.has(worker)) drop(worker, new Error(`The AI worker exited with code ${code}`));
    });
    return worker;
  };
  const next = () => {
    while (waiting.length > 0 && (idle.length > 0 || busy.size < threads)) {
      const worker = idle.pop() ?? start();
      const task = waiting.shift()!;
      busy.set(worker, task);
      worker.ref();
      worker.postMessage({ question: task.question, seed: task.seed } satisfies DecisionRequest);
    }
  };

  return {
    decide: (question, seed) =>
      new Promise<Action>((resolve, reject) => {
        if (waiting.length >= maxWaiting) {
          reject(new Error(`The AI is busy: ${waiting.length} decisions already wait for a worker`));
          return;
        }
        waiting.push({ question, seed, resolve, reject });
        next();
      }),
    close: async () => {
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
