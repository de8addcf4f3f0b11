// What the hint thread's worker (hint.worker.ts) does with what it is sent: each question's move
// is answered as soon as the search has it, and a bid's or a trump's chance after it, worked out a
// sampled deal at a time in slices of the thread's time. Between two slices the thread reads what
// came in meanwhile, so a cancel stops a chance between two deals and the thread is free for the
// next question at once, warm, where ending the thread to stop it made the next hint wait for a
// new thread to load. A move's search cannot stop halfway: a question cancelled while its move is
// being worked out is ended with its thread (hint-thread.ts).
import { hintInSteps } from '@texas42/shared';
import type { FinishedHint, HintInSteps, PlayerView, Steps } from '@texas42/shared';
import type { HintAnswer, HintMessage, HintQuestion } from './hint-thread';

/** How long a slice of a chance runs before the thread reads its messages: a cancel waits at most
 * this and the deal being solved. */
const SLICE_MS = 25;

/** How the answerer reaches its thread: the hinter in steps, where answers go, the clock, and a
 * way to run a task once the messages that came in meanwhile are read. */
export interface HintAnswering {
  readonly hinter: (view: PlayerView) => HintInSteps;
  readonly post: (answer: HintAnswer) => void;
  readonly now: () => number;
  readonly later: (task: () => void) => void;
}

/** The handler of the thread's messages: questions in turn, cancels at once. */
export function answerHints({ hinter, post, now, later }: HintAnswering): (message: HintMessage) => void {
  const waiting: HintQuestion[] = [];
  let chance: { readonly id: number; readonly steps: Steps<FinishedHint> } | null = null;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || (chance === null && waiting.length === 0)) return;
    scheduled = true;
    later(work);
  };

  /** One slice: the chance under way, step by step, or the next question's move, then back to the
   * messages (a move is a slice of its own, so its cancel is read before its chance begins). */
  function work() {
    scheduled = false;
    const until = now() + SLICE_MS;
    while (chance !== null && now() < until) {
      const step = chance.steps.next();
      if (step.done === true) {
        post({ id: chance.id, hint: step.value.hint, more: false, outlook: step.value.outlook });
        chance = null;
      }
    }
    const question = chance === null ? waiting.shift() : undefined;
    if (question !== undefined) {
      const { hint, finish } = hinter(question.view);
      post({ id: question.id, hint, more: finish !== null, outlook: null });
      if (finish !== null) chance = { id: question.id, steps: finish };
    }
    schedule();
  }

  return (message) => {
    if ('cancel' in message) {
      if (chance?.id === message.cancel) chance = null;
      const queued = waiting.findIndex((question) => question.id === message.cancel);
      if (queued >= 0) waiting.splice(queued, 1);
    } else waiting.push(message);
    schedule();
  };
}

/** The answerer as a thread runs it (hint.worker.ts): the table's hinter in steps on the thread's
 * clock, each slice a task of its own through a channel, not a timer (timers nested this deep wait
 * 4 ms or more). */
export function answerHintsHere(post: (answer: HintAnswer) => void): (message: HintMessage) => void {
  const { port1, port2 } = new MessageChannel();
  let next: (() => void) | null = null;
  port1.onmessage = () => next?.();
  return answerHints({
    hinter: hintInSteps,
    post,
    now: () => performance.now(),
    later: (task) => {
      next = task;
      port2.postMessage(null);
    },
  });
}
