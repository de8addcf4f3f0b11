// The table's hints, worked out on a thread of their own (hint.worker.ts) so the table's thread
// never waits for one: the offline host asks for the hint of the player's turn as soon as it
// knows that turn, and a move the player makes meanwhile is taken at once. Cancelling a hint still
// being worked out ends its thread (a search cannot be stopped halfway), and the next hint starts
// a new one (unless a later question already waits behind it).
import type { Hint, PlayerView } from '@texas42/shared';

/** What the table asks the hint thread: the view the table's hinter is handed. */
export interface HintQuestion {
  readonly id: number;
  readonly view: PlayerView;
}

/** What the hint thread answers. */
export interface HintAnswer {
  readonly id: number;
  readonly hint: Hint | null;
}

/** The part of a Worker the hint thread uses. */
export type HintWorker = Pick<
  Worker,
  'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'
>;

/** Asks for the hint for `view`; `done` hears it later (never during the call, never once cancelled).
 * Answers the function that cancels it. */
export type HintAsker = (view: PlayerView, done: (hint: Hint | null) => void) => () => void;

/** The hint thread, its worker made by `start` on the first question and again after a cancel
 * that ended one. */
export function createHintThread(start: () => HintWorker): HintAsker {
  let worker: HintWorker | null = null;
  let asked = 0;
  return (view, done) => {
    const thread = (worker ??= start());
    const id = ++asked;
    let working = true;
    const heard = (event: MessageEvent<HintAnswer>) => {
      if (event.data.id !== id) return;
      working = false;
      thread.removeEventListener('message', heard);
      done(event.data.hint);
    };
    thread.addEventListener('message', heard);
    thread.postMessage({ id, view } satisfies HintQuestion);
    return () => {
      thread.removeEventListener('message', heard);
      // A question asked after this one waits behind it on the same thread: let this one finish.
      if (!working || worker !== thread || id !== asked) return;
      worker = null;
      thread.terminate();
    };
  };
}
