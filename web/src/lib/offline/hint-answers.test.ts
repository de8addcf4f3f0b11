import {
  HOUSE,
  bidOutlook,
  createGame,
  decisionSeed,
  getPlayerView,
  hintInSteps,
  searchHinter,
} from '@texas42/shared';
import type { FinishedHint, Hint, HintInSteps, PlayerView, Steps } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { answerHints } from './hint-answers';
import type { HintAnswer } from './hint-thread';

/** The first bidder's view of a house-rules deal. */
const bidderView = (seed: number): PlayerView => {
  const state = createGame(HOUSE, seed);
  return getPlayerView(state, state.turn!);
};

/** A thread on a fake clock: tasks run when `run` says, each step of a chance costs 10 ms. */
function thread(hinter: (view: PlayerView) => HintInSteps) {
  const answers: HintAnswer[] = [];
  const tasks: (() => void)[] = [];
  const clock = { ms: 0 };
  const answer = answerHints({
    hinter,
    post: (a) => answers.push(a),
    now: () => clock.ms,
    later: (t) => tasks.push(t),
  });
  /** Runs the tasks waiting, and those they schedule, `slices` at most. */
  const run = (slices = Infinity) => {
    for (let i = 0; i < slices && tasks.length > 0; i++) tasks.shift()!();
  };
  return { answers, answer, run, clock, tasks };
}

/** A hinter whose chances take `steps` steps of 10 ms on `clock`, counting the steps taken. */
function countingHinter(clock: { ms: number }, steps: number) {
  const taken = { steps: 0 };
  const hinter = (view: PlayerView): HintInSteps => {
    const move: Hint = { action: view.validActions[0]!, reason: 'Pass: working out…' };
    function* finish(): Steps<FinishedHint> {
      for (let i = 0; i < steps; i++) {
        clock.ms += 10;
        taken.steps++;
        yield;
      }
      return { hint: { action: move.action, reason: 'Pass: about 40% of the time' }, outlook: null };
    }
    return { hint: move, finish: finish() };
  };
  return { hinter, taken };
}

describe('the hint thread’s answers', () => {
  it('answer a bid’s move, then its whole hint as searchHinter gives it, question after question', () => {
    const t = thread(hintInSteps);
    t.answer({ id: 1, view: bidderView(1) });
    t.answer({ id: 2, view: bidderView(2) });
    t.run();
    expect(t.answers.map(({ id, more }) => [id, more])).toEqual([
      [1, true],
      [1, false],
      [2, true],
      [2, false],
    ]);
    expect(t.answers[1]!.hint).toEqual(searchHinter(bidderView(1)));
    expect(t.answers[3]!.hint).toEqual(searchHinter(bidderView(2)));
    expect(t.answers[0]!.hint!.action).toEqual(t.answers[1]!.hint!.action);
    // The finished hint comes with the sheet its chance was read from: "Help me bid"'s own.
    expect(t.answers.map(({ outlook }) => outlook !== null)).toEqual([false, true, false, true]);
    expect(t.answers[1]!.outlook).toEqual(bidOutlook(bidderView(1), decisionSeed(bidderView(1))));
  });

  it('work a chance out in slices of the thread’s time, reading its messages between two', () => {
    const t = thread((view) => countingHinter(t.clock, 12).hinter(view));
    t.answer({ id: 1, view: bidderView(1) });
    t.run(1);
    expect(t.answers.map(({ more }) => more)).toEqual([true]);
    // 12 steps of 10 ms in slices of 25 ms: three steps a slice, four slices; the fifth finds it done.
    t.run(4);
    expect(t.answers).toHaveLength(1);
    t.run(1);
    expect(t.answers.map(({ more }) => more)).toEqual([true, false]);
    expect(t.tasks).toEqual([]);
  });

  it('stop a chance cancelled between two slices, and answer the next question in the slice after', () => {
    let counting: ReturnType<typeof countingHinter> | null = null;
    const t = thread((view) => (counting ??= countingHinter(t.clock, 100)).hinter(view));
    t.answer({ id: 1, view: bidderView(1) });
    t.run(2);
    t.answer({ cancel: 1 });
    t.answer({ id: 2, view: bidderView(2) });
    t.run(1);
    // The first chance stopped after its one slice; the next question's move came in the slice after.
    expect(counting!.taken.steps).toBe(3);
    expect(t.answers.map(({ id, more }) => [id, more])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('drop a question cancelled while it waits behind another, never answering it', () => {
    const t = thread(hintInSteps);
    t.answer({ id: 1, view: bidderView(1) });
    t.answer({ id: 2, view: bidderView(2) });
    t.answer({ id: 3, view: bidderView(3) });
    t.answer({ cancel: 2 });
    t.run();
    expect(t.answers.map(({ id }) => id)).toEqual([1, 1, 3, 3]);
  });
});
