// The table's hints, worked out on a thread of their own (hint.worker.ts) so the table's thread
// never waits for one: the offline host asks for the hint of the player's turn as soon as it
// knows that turn, and a move the player makes meanwhile is taken at once. A bid's or a trump's
// hint comes in two answers: the move as soon as the search has it, then the sentence with its
// chance (shared/src/ai/hint.ts), which costs a phone a second more. A hint cancelled while its
// chance is worked out, or while it waits behind another question, is dropped by the thread
// between two pieces of work (hint-answers.ts), so the thread stays warm for the next; one
// cancelled while its move is worked out ends the thread (a search cannot stop halfway), and the
// next hint starts a new one. A hint the thread cannot give (a browser without workers inside
// workers, a script that did not load, a search that threw) is worked out by the asking thread
// instead: late, and holding that thread up as hints did before they had one of their own, but
// never missing, since the table says "working it out…" until the hint of a turn is in.
import type { BidOutlook, Hint, Hinter, PlayerView } from '@texas42/shared';

/** What the table asks the hint thread: the view the table's hinter is handed. */
export interface HintQuestion {
  readonly id: number;
  readonly view: PlayerView;
}

/** What the table tells the hint thread when a hint is no longer wanted. */
interface HintCancel {
  readonly cancel: number;
}

/** What the hint thread is sent. */
export type HintMessage = HintQuestion | HintCancel;

/** What the hint thread answers: `more` when a finished hint for the same question follows; with
 * the finished hint of a bid or a trump, the sheet its chance was read from ("Help me bid"). */
export interface HintAnswer {
  readonly id: number;
  readonly hint: Hint | null;
  readonly more: boolean;
  readonly outlook: BidOutlook | null;
}

/** The part of a Worker the hint thread uses. */
export type HintWorker = Pick<
  Worker,
  'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'
>;

/** What an asker hears: the hint, `more` when the finished hint follows (heard next), and with
 * the finished hint of a bid or a trump the outlook sheet its chance was read from. */
type HintHeard = (hint: Hint | null, more: boolean, outlook?: BidOutlook | null) => void;

/** Asks for the hint for `view`; `heard` hears it later (never during the call, never once
 * cancelled). Answers the function that cancels it. */
export type HintAsker = (view: PlayerView, heard: HintHeard) => () => void;

/** The hint thread, its worker made by `start` on the first question and again after a cancel or
 * a failure that ended one. A question its worker cannot answer goes to `here`: every question
 * once no worker can start (a browser without nested workers stays so), and the questions waiting
 * on a worker that failed, as its error is heard. */
export function createHintThread(start: () => HintWorker, here: Hinter): HintAsker {
  let worker: HintWorker | null = null;
  let startable = true;
  let asked = 0;
  // From a task of its own, as a worker's answer comes: the asker's own work is done first.
  const askHere: HintAsker = (view, heard) => {
    const timer = setTimeout(() => heard(here(view), false), 0);
    return () => clearTimeout(timer);
  };
  const startWorker = (): HintWorker | null => {
    if (worker !== null || !startable) return worker;
    try {
      worker = start();
    } catch {
      startable = false;
    }
    return worker;
  };
  return (view, heard) => {
    const thread = startWorker();
    if (thread === null) return askHere(view, heard);
    const id = ++asked;
    let working = true;
    /** Its move is in: what is left is its chance, which the thread can stop between two deals. */
    let moved = false;
    let cancelHere: (() => void) | null = null;
    const stop = () => {
      working = false;
      thread.removeEventListener('message', answered);
      thread.removeEventListener('error', failed);
    };
    const answered = (event: MessageEvent<HintAnswer>) => {
      const { id: to, hint, more, outlook } = event.data;
      if (to !== id) return;
      if (more) moved = true;
      else stop();
      heard(hint, more, outlook);
    };
    const failed = (event: Event) => {
      // Handled here: not reported again as the table thread's own uncaught error.
      event.preventDefault();
      stop();
      if (worker === thread) {
        worker = null;
        thread.terminate();
      }
      cancelHere = askHere(view, heard);
    };
    thread.addEventListener('message', answered);
    thread.addEventListener('error', failed);
    thread.postMessage({ id, view } satisfies HintQuestion);
    return () => {
      cancelHere?.();
      if (!working) return;
      stop();
      if (worker !== thread) return;
      // Its chance under way, or a later question waiting behind it: the thread drops it between
      // two steps. Its move under way, with nothing behind it: only ending the thread stops it.
      if (moved || id !== asked) thread.postMessage({ cancel: id } satisfies HintCancel);
      else {
        worker = null;
        thread.terminate();
      }
    };
  };
}

/** `ask` with each answer held back `ms` once in (0: as it comes): a phone whose hints come well
 * after their turn, played by a browser test (OfflineStart's hintDelayMs). */
export function heldBack(ask: HintAsker, ms: number): HintAsker {
  if (ms === 0) return ask;
  return (view, heard) => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const cancel = ask(view, (hint, more, outlook) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        heard(hint, more, outlook);
      }, ms);
      timers.add(timer);
    });
    return () => {
      cancel();
      timers.forEach(clearTimeout);
    };
  };
}
