import { HOUSE, createGame, getPlayerView, searchHinter, studentCapabilities } from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { createHintThread } from './hint-thread';
import type { HintAnswer, HintQuestion, HintWorker } from './hint-thread';

/** Workers as hint.worker.ts answers: each question answered with searchHinter's hint after
 * `ms`, in turn, unless the worker was ended first. Counts the workers started and ended. */
function fakeWorkers(ms: number) {
  const made = { started: 0, ended: 0 };
  const start = (): HintWorker => {
    made.started++;
    const listeners = new Set<(event: MessageEvent<HintAnswer>) => void>();
    let ended = false;
    let busyUntil = Promise.resolve();
    return {
      postMessage: ({ id, view }: HintQuestion) => {
        busyUntil = busyUntil
          .then(() => new Promise((resolve) => setTimeout(resolve, ms)))
          .then(() => {
            const answer = { data: { id, hint: searchHinter(view) } } as MessageEvent<HintAnswer>;
            if (!ended) for (const listener of listeners) listener(answer);
          });
      },
      terminate: () => {
        ended = true;
        made.ended++;
      },
      addEventListener: (_: string, listener: (event: MessageEvent<HintAnswer>) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MessageEvent<HintAnswer>) => void) =>
        listeners.delete(listener),
    } as HintWorker;
  };
  return { made, start };
}

/** The view of the first bidder of a house-rules deal at a table with hints on. */
const bidderView = (seed: number): PlayerView => {
  const state = createGame(HOUSE, seed);
  return getPlayerView(state, state.turn!, { capabilities: studentCapabilities(state.turn!) });
};

const answerOf = (ask: ReturnType<typeof createHintThread>, view: PlayerView) =>
  new Promise((resolve) => ask(view, resolve));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the hint thread', () => {
  it('answers with the hinter’s hint for the view, from one worker for every question', async () => {
    const { made, start } = fakeWorkers(1);
    const ask = createHintThread(start);
    for (const seed of [1, 2]) {
      const view = bidderView(seed);
      const hint = await answerOf(ask, view);
      expect(hint).toEqual(searchHinter(view));
      expect(hint).not.toBeNull();
    }
    expect(made).toEqual({ started: 1, ended: 0 });
  });

  it('ends a worker still working out a hint that was cancelled, never answers it, and starts anew', async () => {
    const { made, start } = fakeWorkers(30);
    const ask = createHintThread(start);
    const heard: unknown[] = [];
    const cancel = ask(bidderView(1), (hint) => heard.push(hint));
    cancel();
    expect(made).toEqual({ started: 1, ended: 1 });
    const view = bidderView(2);
    await expect(answerOf(ask, view)).resolves.toEqual(searchHinter(view));
    await wait(60);
    expect(heard).toEqual([]);
    expect(made).toEqual({ started: 2, ended: 1 });
  });

  it('keeps its worker when a hint is cancelled after it came in, or with a later question behind it', async () => {
    const { made, start } = fakeWorkers(10);
    const ask = createHintThread(start);
    const cancelAnswered = (() => {
      let cancel = () => {};
      return new Promise<() => void>((resolve) => {
        cancel = ask(bidderView(1), () => resolve(cancel));
      });
    })();
    (await cancelAnswered)();
    const heard: unknown[] = [];
    const cancelFirst = ask(bidderView(2), (hint) => heard.push(hint));
    const second = answerOf(ask, bidderView(3));
    cancelFirst();
    await expect(second).resolves.toEqual(searchHinter(bidderView(3)));
    expect(heard).toEqual([]);
    expect(made).toEqual({ started: 1, ended: 0 });
  });
});
