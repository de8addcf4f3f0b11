import { describe, expect, it } from 'vitest';
import { agree, bid, completeTrick, pass, play, selectTrump } from './action';
import { parseDomino } from './domino';
import { DEAL } from './test-support/deals';
import { expectRefused, run, table } from './test-support/table';
import { validActions } from './valid-actions';

const afterFirstTrick = () =>
  run(
    table(DEAL),
    bid(0, 'points', 30),
    pass(1),
    pass(2),
    pass(3),
    selectTrump(0, 'sixes'),
    ...['6-6', '6-3', '5-1', '3-2'].map((name, seat) => play(seat as 0, parseDomino(name)!)),
  );

describe('consensus after a trick', () => {
  it('waits for every seat to agree before the trick is collected', () => {
    const state = afterFirstTrick();
    expect(state.phase).toBe('trick-complete');
    expect(state.turn).toBeNull();
    expectRefused(
      state,
      play(0, parseDomino('6-5')!),
      'rule/wrong-phase',
      /waiting for everyone to tap Next/,
    );
    expectRefused(state, completeTrick(), 'rule/waiting-for-agreement');
    expect(validActions(state)).toEqual([0, 1, 2, 3].map((seat) => agree(seat as 0, 'complete-trick')));
  });

  it('lets each seat agree once, in any order', () => {
    const state = run(afterFirstTrick(), agree(2, 'complete-trick'), agree(0, 'complete-trick'));
    expectRefused(state, agree(2, 'complete-trick'), 'rule/already-agreed');
    expect(validActions(state)).toEqual([agree(1, 'complete-trick'), agree(3, 'complete-trick')]);
  });

  it('offers only the follow-up once everyone agreed, and the trick winner leads next', () => {
    const agreed = run(afterFirstTrick(), ...[3, 1, 0, 2].map((seat) => agree(seat as 0, 'complete-trick')));
    expect(validActions(agreed)).toEqual([completeTrick()]);
    const next = run(agreed, completeTrick());
    expect(next.phase).toBe('playing');
    expect(next.turn).toBe(0);
    expect(next.tricks).toHaveLength(1);
    expect(next.points).toEqual([6, 0]); // the 3-2 is worth 5, plus 1 for the trick
  });

  it('does not take an agreement to score the hand while a trick waits', () => {
    expectRefused(afterFirstTrick(), agree(0, 'score-hand'), 'rule/wrong-phase');
  });
});
