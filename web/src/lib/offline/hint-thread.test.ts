import {
  HOUSE,
  createGame,
  getPlayerView,
  hintInSteps,
  searchHinter,
  studentCapabilities,
} from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { createHintThread, heldBack } from './hint-thread';
import { answerHints } from './hint-answers';
import type { HintAsker, HintMessage, HintWorker } from './hint-thread';

/** Workers as hint.worker.ts runs them: its answerer (hint-answers.ts) on the real clock, each of
 * its slices `ms` after the one before, unless the worker was ended; with `failing`, a worker that
 * fails instead (its script did not load, or the search threw) `ms` after a question, heard as an
 * error event. Counts the workers started and ended, the errors left unhandled and the cancels
 * sent. */
function fakeWorkers(ms: number, { failing = false } = {}) {
  const made = { started: 0, ended: 0, unhandled: 0, cancels: 0 };
  const start = (): HintWorker => {
    made.started++;
    const listeners = {
      message: new Set<(event: unknown) => void>(),
      error: new Set<(event: unknown) => void>(),
    };
    let ended = false;
    const dispatch = (type: 'message' | 'error', event: unknown) => {
      if (!ended) for (const listener of [...listeners[type]]) listener(event);
    };
    const answer = answerHints({
      hinter: hintInSteps,
      post: (reply) => dispatch('message', { data: reply }),
      now: () => performance.now(),
      later: (task) => setTimeout(() => ended || task(), ms),
    });
    const fail = () => {
      const error = new Event('error', { cancelable: true });
      dispatch('error', error);
      if (!error.defaultPrevented) made.unhandled++;
    };
    return {
      postMessage: (message: HintMessage) => {
        if ('cancel' in message) made.cancels++;
        if (failing) setTimeout(fail, ms);
        else answer(message);
      },
      terminate: () => {
        ended = true;
        made.ended++;
      },
      addEventListener: (type: 'message' | 'error', listener: (event: unknown) => void) =>
        listeners[type].add(listener),
      removeEventListener: (type: 'message' | 'error', listener: (event: unknown) => void) =>
        listeners[type].delete(listener),
    } as HintWorker;
  };
  return { made, start };
}

/** The asking thread's own hinter, counting the hints it worked out. */
function hereHinter() {
  const asked: PlayerView[] = [];
  const here = (view: PlayerView) => (asked.push(view), searchHinter(view));
  return { asked, here };
}

/** The view of the first bidder of a house-rules deal at a table with hints on. */
const bidderView = (seed: number): PlayerView => {
  const state = createGame(HOUSE, seed);
  return getPlayerView(state, state.turn!, { capabilities: studentCapabilities(state.turn!) });
};

/** The finished hint `ask` answers for `view`. */
const answerOf = (ask: ReturnType<typeof createHintThread>, view: PlayerView) =>
  new Promise((resolve) => ask(view, (hint, more) => more || resolve(hint)));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the hint thread', () => {
  it('answers with the hinter’s hint for the view, from one worker for every question', async () => {
    const { made, start } = fakeWorkers(1);
    const ask = createHintThread(start, searchHinter);
    for (const seed of [1, 2]) {
      const view = bidderView(seed);
      const hint = await answerOf(ask, view);
      expect(hint).toEqual(searchHinter(view));
      expect(hint).not.toBeNull();
    }
    expect(made).toEqual({ started: 1, ended: 0, unhandled: 0, cancels: 0 });
  });

  it('answers a bid’s move first and the same move with its chance next', async () => {
    const { made, start } = fakeWorkers(1);
    const ask = createHintThread(start, searchHinter);
    const view = bidderView(1);
    const heard: { hint: unknown; more: boolean }[] = [];
    await new Promise<void>((resolve) =>
      ask(view, (hint, more) => (heard.push({ hint, more }), more || resolve())),
    );
    const finished = searchHinter(view)!;
    expect(heard).toEqual([
      {
        hint: {
          action: finished.action,
          reason: expect.stringMatching(/^(Bid \d+|Pass): working out how often .*…$/),
        },
        more: true,
      },
      { hint: finished, more: false },
    ]);
    expect(finished.reason).toMatch(/ about \d+% of the time$/);
    expect(made).toEqual({ started: 1, ended: 0, unhandled: 0, cancels: 0 });
  });

  it('stops a bid’s chance cancelled after its move and keeps its worker for the next', async () => {
    const { made, start } = fakeWorkers(20);
    const ask = createHintThread(start, searchHinter);
    const heard: boolean[] = [];
    await new Promise<void>((resolve) => {
      const cancel = ask(bidderView(1), (_hint, more) => {
        heard.push(more);
        cancel();
        resolve();
      });
    });
    const view = bidderView(2);
    await expect(answerOf(ask, view)).resolves.toEqual(searchHinter(view));
    expect(heard).toEqual([true]);
    expect(made).toEqual({ started: 1, ended: 0, unhandled: 0, cancels: 1 });
  });

  it('ends a worker still working out a hint that was cancelled, never answers it, and starts anew', async () => {
    const { made, start } = fakeWorkers(30);
    const ask = createHintThread(start, searchHinter);
    const heard: unknown[] = [];
    const cancel = ask(bidderView(1), (hint) => heard.push(hint));
    cancel();
    expect(made).toEqual({ started: 1, ended: 1, unhandled: 0, cancels: 0 });
    const view = bidderView(2);
    await expect(answerOf(ask, view)).resolves.toEqual(searchHinter(view));
    await wait(60);
    expect(heard).toEqual([]);
    expect(made).toEqual({ started: 2, ended: 1, unhandled: 0, cancels: 0 });
  });

  it('keeps its worker when a hint is cancelled after it came in, or with a later question behind it', async () => {
    const { made, start } = fakeWorkers(10);
    const ask = createHintThread(start, searchHinter);
    const cancelAnswered = (() => {
      let cancel = () => {};
      return new Promise<() => void>((resolve) => {
        cancel = ask(bidderView(1), (_hint, more) => more || resolve(cancel));
      });
    })();
    (await cancelAnswered)();
    const heard: unknown[] = [];
    const cancelFirst = ask(bidderView(2), (hint) => heard.push(hint));
    const second = answerOf(ask, bidderView(3));
    cancelFirst();
    await expect(second).resolves.toEqual(searchHinter(bidderView(3)));
    expect(heard).toEqual([]);
    // The first, cancelled with the second behind it, is dropped by the thread, not ended with it.
    expect(made).toEqual({ started: 1, ended: 0, unhandled: 0, cancels: 1 });
  });

  it('works the hint out itself when its worker fails, ends that worker, and starts anew for the next', async () => {
    const { made, start } = fakeWorkers(5, { failing: true });
    const { asked, here } = hereHinter();
    const ask = createHintThread(start, here);
    for (const seed of [1, 2]) {
      const view = bidderView(seed);
      await expect(answerOf(ask, view)).resolves.toEqual(searchHinter(view));
    }
    expect(asked).toEqual([bidderView(1), bidderView(2)]);
    expect(made).toEqual({ started: 2, ended: 2, unhandled: 0, cancels: 0 });
  });

  it('works every hint out itself, from a task of its own, when no worker can start', async () => {
    let tries = 0;
    const start = (): HintWorker => {
      tries++;
      throw new ReferenceError('Worker is not defined');
    };
    const { asked, here } = hereHinter();
    const ask = createHintThread(start, here);
    const heard: unknown[] = [];
    ask(bidderView(1), (hint) => heard.push(hint));
    expect(heard).toEqual([]);
    const cancel = ask(bidderView(2), (hint) => heard.push(hint));
    cancel();
    await wait(10);
    expect(heard).toEqual([searchHinter(bidderView(1))]);
    expect(asked).toEqual([bidderView(1)]);
    await expect(answerOf(ask, bidderView(3))).resolves.toEqual(searchHinter(bidderView(3)));
    expect(tries).toBe(1);
  });

  it('holds each answer back as long as asked once it is in, and drops one cancelled meanwhile', async () => {
    // An asker that answers after 5 ms, with the view's first action.
    const prompt: HintAsker = (view, done) => {
      const timer = setTimeout(() => done({ action: view.validActions[0]!, reason: 'the first' }, false), 5);
      return () => clearTimeout(timer);
    };
    const ask = heldBack(prompt, 80);
    const asked = performance.now();
    const view = bidderView(1);
    await expect(answerOf(ask, view)).resolves.toEqual({ action: view.validActions[0], reason: 'the first' });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(80);
    const heard: unknown[] = [];
    const cancel = ask(bidderView(2), (hint) => heard.push(hint));
    // Cancelled once the answer is in (5 ms), while it is held back (until 85 ms).
    await wait(40);
    cancel();
    await wait(120);
    expect(heard).toEqual([]);
  });
});
