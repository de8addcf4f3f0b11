import { describe, expect, it } from 'vitest';
import { bid, pass, selectTrump } from './action';
import { decision, gameWinner, outcomeOf } from './scoring';
import { TOURNAMENT } from './settings';
import type { Settings } from './settings';
import { update } from './state';
import type { Contract, Trick, TrumpNamed } from './state';
import { DEAL } from './test-support/deals';
import { named } from './test-support/phase-fields';
import { agreeAll, run, table, trick } from './test-support/table';
import { validActions } from './valid-actions';
import type { Seat } from './vocabulary';

/** A hand in play under `contract` after tricks won by these seats with these points. */
const position = (contract: Contract, won: [Seat, number][], settings: Settings = TOURNAMENT): TrumpNamed => {
  const tricks: Trick[] = won.map(([winner, points]) => ({ plays: [], winner, points }));
  const points: [number, number] = [0, 0];
  for (const [winner, taken] of won) points[(winner & 1) as 0 | 1] += taken;
  const declarer = contract.bidder;
  return named(
    update(table(DEAL, settings), { phase: 'playing', contract, trump: 'sixes', declarer, tricks, points }),
  );
};

describe('deciding a hand', () => {
  it('makes a point bid with at least that many points', () => {
    expect(
      decision(
        position({ bidder: 0, kind: 'points', value: 30 }, [
          [0, 21],
          [2, 9],
        ]),
      ),
    ).toBe(true);
    expect(
      decision(
        position({ bidder: 0, kind: 'points', value: 30 }, [
          [0, 21],
          [2, 8],
        ]),
      ),
    ).toBeNull();
  });

  it('sets a point bid once the other team has more than 42 minus the bid', () => {
    expect(decision(position({ bidder: 1, kind: 'points', value: 35 }, [[0, 7]]))).toBeNull();
    expect(
      decision(
        position({ bidder: 1, kind: 'points', value: 35 }, [
          [0, 7],
          [2, 1],
        ]),
      ),
    ).toBe(false);
  });

  it('needs every trick for a mark bid', () => {
    const marks: Contract = { bidder: 2, kind: 'marks', value: 2 };
    expect(
      decision(
        position(marks, [
          [0, 11],
          [2, 1],
        ]),
      ),
    ).toBeNull();
    expect(
      decision(
        position(marks, [
          [0, 11],
          [1, 1],
        ]),
      ),
    ).toBe(false);
    const all: [Seat, number][] = [
      [0, 11],
      [2, 1],
      [0, 6],
      [2, 11],
      [2, 1],
      [0, 11],
      [0, 1],
    ];
    expect(decision(position(marks, all))).toBe(true);
  });
});

describe('scoring in marks', () => {
  it('gives 1 mark for a made point bid', () => {
    const outcome = outcomeOf(
      position({ bidder: 1, kind: 'points', value: 30 }, [
        [1, 25],
        [3, 6],
      ]),
    );
    expect(outcome.made).toBe(true);
    expect(outcome.marks).toEqual([0, 1]);
  });

  it('gives the marks of a set mark bid to the other team', () => {
    const outcome = outcomeOf(
      position({ bidder: 0, kind: 'marks', value: 2 }, [
        [0, 11],
        [3, 1],
      ]),
    );
    expect(outcome.made).toBe(false);
    expect(outcome.marks).toEqual([0, 2]);
  });

  it('ends a hand as soon as a mark bid is set, with stopWhenDecided', () => {
    const bidding = run(table(DEAL), bid(0, 'marks', 1), pass(1), pass(2), pass(3), selectTrump(0, 'blanks'));
    const lost = trick(bidding, '4-4', '5-4', '4-1', '3-0'); // seat 3 has no four and trumps in
    expect(lost.phase).toBe('hand-complete');
    expect(lost.outcome?.made).toBe(false);
    expect(lost.outcome?.marks).toEqual([0, 1]);
    const scored = agreeAll(lost);
    expect(scored.marks).toEqual([0, 1]);
    expect(scored.handNumber).toBe(2);
    expect(scored.shaker).toBe(0);
  });

  it('plays on after a set when every trick is played', () => {
    const settings = { ...TOURNAMENT, stopWhenDecided: false };
    const bidding = run(
      table(DEAL, settings),
      bid(0, 'marks', 1),
      pass(1),
      pass(2),
      pass(3),
      selectTrump(0, 'blanks'),
    );
    const lost = trick(bidding, '4-4', '5-4', '4-1', '3-0');
    expect(lost.phase).toBe('playing');
    expect(lost.turn).toBe(3);
  });

  it('ends the game when a team reaches 7 marks', () => {
    const hand = position({ bidder: 0, kind: 'points', value: 30 }, [[0, 42]]);
    const last = update(hand, {
      phase: 'hand-complete',
      marks: [6, 3],
      outcome: outcomeOf(hand),
    });
    const over = agreeAll(last);
    expect(over.phase).toBe('game-over');
    expect(over.winner).toBe(0);
    expect(over.marks).toEqual([7, 3]);
    expect(validActions(over)).toEqual([]);
  });
});

describe('the points game to 250', () => {
  const POINTS: Settings = { ...TOURNAMENT, target: { kind: 'points', value: 250 } };

  it('adds the points each team took when the bid is made', () => {
    const outcome = outcomeOf(
      position(
        { bidder: 0, kind: 'points', value: 30 },
        [
          [0, 32],
          [1, 10],
        ],
        POINTS,
      ),
    );
    expect(outcome.gamePoints).toEqual([32, 10]);
  });

  it('gives the other team its points plus the bid when the bidders are set', () => {
    const points = outcomeOf(
      position(
        { bidder: 0, kind: 'points', value: 34 },
        [
          [0, 30],
          [1, 12],
        ],
        POINTS,
      ),
    );
    expect(points.gamePoints).toEqual([0, 46]);
    const marks = outcomeOf(
      position(
        { bidder: 1, kind: 'marks', value: 2 },
        [
          [1, 30],
          [0, 12],
        ],
        POINTS,
      ),
    );
    expect(marks.gamePoints).toEqual([12 + 84, 0]);
  });

  it('plays every trick even when the bid is decided early', () => {
    const state = run(
      table(DEAL, POINTS),
      bid(0, 'marks', 1),
      pass(1),
      pass(2),
      pass(3),
      selectTrump(0, 'blanks'),
    );
    expect(trick(state, '4-4', '5-4', '4-1', '3-0').phase).toBe('playing');
  });

  it('lets the bidders win when both teams pass 250 in the same hand', () => {
    const hand = position(
      { bidder: 1, kind: 'points', value: 30 },
      [
        [1, 30],
        [0, 12],
      ],
      POINTS,
    );
    const outcome = outcomeOf(hand);
    expect(gameWinner(update(hand, { gamePoints: [255, 260] }), outcome)).toBe(1);
    expect(gameWinner(update(hand, { gamePoints: [255, 240] }), outcome)).toBe(0);
    expect(gameWinner(update(hand, { gamePoints: [245, 240] }), outcome)).toBeNull();
  });
});
