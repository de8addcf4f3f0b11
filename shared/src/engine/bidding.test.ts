import { describe, expect, it } from 'vitest';
import { bid, pass } from './action';
import { HOUSE, TOURNAMENT } from './settings';
import { DEAL } from './test-support/deals';
import { expectRefused, run, table } from './test-support/table';
import { validActions } from './valid-actions';

const bids = (state: ReturnType<typeof table>) =>
  validActions(state).map((action) =>
    action.type === 'bid' ? `${action.kind} ${action.value}` : action.type,
  );

describe('bidding', () => {
  it('starts left of the shaker and ends with the shaker', () => {
    const state = table(DEAL);
    expect(state.shaker).toBe(3);
    expect(state.turn).toBe(0);
    expect(run(state, pass(0), pass(1), pass(2)).turn).toBe(3);
    expectRefused(state, pass(1), 'rule/not-your-turn');
  });

  it('opens with 30 to 41 points or 1 or 2 marks', () => {
    expect(bids(table(DEAL))).toEqual([
      'pass',
      ...Array.from({ length: 12 }, (_, i) => `points ${30 + i}`),
      'marks 1',
      'marks 2',
    ]);
    expectRefused(table(DEAL), bid(0, 'points', 29), 'rule/invalid-bid', /30 to 41/);
    expectRefused(table(DEAL), bid(0, 'points', 42), 'rule/invalid-bid');
  });

  it('needs each bid to beat the high bid', () => {
    const state = run(table(DEAL), bid(0, 'points', 31));
    expectRefused(state, bid(1, 'points', 31), 'rule/bid-too-low', /beat 31/);
    expectRefused(state, bid(1, 'points', 30), 'rule/bid-too-low');
    expect(run(state, bid(1, 'points', 32)).contract).toEqual({ bidder: 1, kind: 'points', value: 32 });
  });

  it('allows 3 marks only after 2 marks', () => {
    expectRefused(table(DEAL), bid(0, 'marks', 3), 'rule/marks-ladder', /3 marks can only follow 2 marks/);
    const afterTwo = run(table(DEAL), bid(0, 'marks', 2));
    expect(bids(afterTwo)).toEqual(['pass', 'marks 3']);
    expectRefused(afterTwo, bid(1, 'marks', 4), 'rule/marks-ladder', /only higher bid is 3 marks/);
  });

  it('allows only 2 marks after 1 mark, and no point bid after a mark bid', () => {
    const afterOne = run(table(DEAL), bid(0, 'marks', 1));
    expect(bids(afterOne)).toEqual(['pass', 'marks 2']);
    expectRefused(afterOne, bid(1, 'points', 41), 'rule/bid-too-low', /beat 1 mark/);
  });

  it('climbs the ladder one mark at a time up to 5 marks in one round', () => {
    const state = run(table(DEAL), bid(0, 'marks', 2), bid(1, 'marks', 3), bid(2, 'marks', 4));
    expect(bids(state)).toEqual(['pass', 'marks 5']);
    expect(run(state, bid(3, 'marks', 5)).contract).toEqual({ bidder: 3, kind: 'marks', value: 5 });
  });

  it('gives the winning bidder the trump choice once the shaker has bid', () => {
    const state = run(table(DEAL), bid(0, 'points', 30), pass(1), bid(2, 'points', 34), pass(3));
    expect(state.phase).toBe('trump');
    expect(state.turn).toBe(2);
    expect(state.declarer).toBe(2);
  });

  it("lets each seat bid only once: bidding is over when the shaker's turn has passed", () => {
    const state = run(table(DEAL), bid(0, 'points', 30), pass(1), pass(2), pass(3));
    expectRefused(state, bid(0, 'points', 31), 'rule/wrong-phase', /trump is being named/);
  });

  it('redeals when everyone passes, with allPass: redeal', () => {
    const state = run(table(DEAL), pass(0), pass(1), pass(2), pass(3));
    expect(state.phase).toBe('bidding');
    expect(state.shaker).toBe(0);
    expect(state.bids).toEqual([]);
  });

  it('makes the shaker bid when the three before passed, with allPass: shaker-must-bid', () => {
    const state = run(table(DEAL, { ...TOURNAMENT, allPass: 'shaker-must-bid' }), pass(0), pass(1), pass(2));
    expectRefused(state, pass(3), 'rule/shaker-must-bid', /must bid at least 30/);
    expect(bids(state)[0]).toBe('points 30');
    expect(bids(state)).not.toContain('pass');
    expect(run(state, bid(3, 'points', 30)).phase).toBe('trump');
  });

  it('does not offer splash or plunge where the table does not play them', () => {
    expectRefused(table(DEAL), bid(0, 'splash', 2), 'rule/contract-off', /Splash is not played/);
    expect(bids(table(DEAL, HOUSE))).toContain('splash 2');
  });
});
