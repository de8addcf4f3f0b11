import { describe, expect, it } from 'vitest';
import { bid, pass, play, selectTrump } from './action';
import { dominoName, parseDomino } from './domino';
import { decision } from './scoring';
import { HOUSE, TOURNAMENT } from './settings';
import type { NelloDoubles, Settings } from './settings';
import { update } from './state';
import type { GameState } from './state';
import { DEAL, DOUBLES_HAND, FOURS_HAND, LOW_HAND, SIXES_HAND } from './test-support/deals';
import { named } from './test-support/phase-fields';
import { expectRefused, run, table, trick } from './test-support/table';
import { validActions } from './valid-actions';

const legal = (state: GameState): string[] =>
  validActions(state).map((action) =>
    action.type === 'play'
      ? dominoName(action.domino)
      : action.type === 'bid'
        ? `${action.kind} ${action.value}`
        : action.type,
  );

const nello = (doubles: NelloDoubles): GameState =>
  run(
    table(DEAL, { ...HOUSE, nello: { doubles } }),
    bid(0, 'marks', 1),
    pass(1),
    pass(2),
    pass(3),
    selectTrump(0, 'nello'),
  );

describe('nello', () => {
  it('is declared only after a bid of at least 1 mark', () => {
    const points = run(table(DEAL, HOUSE), bid(0, 'points', 30), pass(1), pass(2), pass(3));
    expectRefused(points, selectTrump(0, 'nello'), 'rule/trump-not-allowed', /at least 1 mark/);
    const straight = run(table(DEAL), bid(0, 'marks', 1), pass(1), pass(2), pass(3));
    expectRefused(straight, selectTrump(0, 'nello'), 'rule/contract-off', /Nello is not played/);
  });

  it("sits the bidder's partner out: tricks have three plays", () => {
    const state = nello('own-suit');
    expect(state.sittingOut).toBe(2);
    expect(state.turn).toBe(0);
    const led = run(state, play(0, parseDomino('6-5')!), play(1, parseDomino('6-3')!));
    expect(led.turn).toBe(3);
    expectRefused(led, play(2, parseDomino('4-3')!), 'rule/sitting-out', /sit this hand out/);
    expect(run(led, play(3, parseDomino('3-2')!)).phase).toBe('trick-complete');
  });

  it('with doubles their own suit, lets only doubles follow a double and sets the bidder who wins a trick', () => {
    const led = run(nello('own-suit'), play(0, parseDomino('2-2')!));
    expect(legal(led)).toHaveLength(7); // seat 1 holds no double
    const lost = trick(nello('own-suit'), '2-2', '6-3', '0-0');
    expect(lost.tricks[0]!.winner).toBe(0);
    expect(lost.phase).toBe('hand-complete');
    expect(lost.outcome).toMatchObject({ made: false, marks: [0, 1] });
  });

  it('with doubles high, keeps the double in its suit as the highest', () => {
    const state = trick(nello('high'), '4-4', '5-4', '3-2');
    expect(state.tricks[0]!.winner).toBe(0);
    expect(state.outcome?.made).toBe(false);
  });

  it('with doubles low, keeps the double in its suit as the lowest', () => {
    const state = trick(nello('low'), '4-4', '5-4', '3-2');
    expect(state.tricks[0]!.winner).toBe(1);
    expect(state.phase).toBe('playing');
    expect(state.turn).toBe(1);
  });

  it('is made when the bidder takes no trick', () => {
    const state = named(
      update(nello('own-suit'), {
        tricks: [1, 3, 1, 3, 1, 3, 1].map((winner) => ({ plays: [], winner: winner as 1, points: 1 })),
      }),
    );
    expect(decision(state)).toBe(true);
  });
});

describe('sevens', () => {
  const SEVENS: Settings = { ...HOUSE, sevens: true };
  const declared = () =>
    run(table(DEAL, SEVENS), bid(0, 'marks', 1), pass(1), pass(2), pass(3), selectTrump(0, 'sevens'));

  it('makes every player play a domino nearest 7 pips', () => {
    expect(legal(declared())).toEqual(['3-3', '4-4']);
    expectRefused(declared(), play(0, parseDomino('6-6')!), 'rule/must-play-nearest-seven');
    expect(legal(run(declared(), play(0, parseDomino('4-4')!)))).toEqual(['5-2', '6-1']);
  });

  it('gives ties to the domino played first, and sets the bidders who lose a trick', () => {
    const state = trick(declared(), '4-4', '6-1', '4-3', '3-2');
    expect(state.tricks[0]!.winner).toBe(1);
    expect(state.outcome).toMatchObject({ made: false, marks: [0, 1] });
  });

  it("is kept when the bidder's partner wins a trick: the bidders, not the bidder alone, take every trick", () => {
    // Rule sources differ here (docs/rules.md): this engine counts the partner's trick for the bidders.
    const partnerWins = [DOUBLES_HAND, LOW_HAND, FOURS_HAND, SIXES_HAND] as const;
    const declaredHere = run(
      table(partnerWins, SEVENS),
      bid(0, 'marks', 1),
      pass(1),
      pass(2),
      pass(3),
      selectTrump(0, 'sevens'),
    );
    const state = trick(declaredHere, '4-4', '3-2', '4-3', '6-1');
    expect(state.tricks[0]!.winner).toBe(2);
    if (state.phase !== 'playing') throw new Error(`the hand should go on, not reach ${state.phase}`);
    expect(decision(state)).toBeNull();
  });

  it('is not offered where the table does not play it', () => {
    const state = run(table(DEAL, HOUSE), bid(0, 'marks', 1), pass(1), pass(2), pass(3));
    expectRefused(state, selectTrump(0, 'sevens'), 'rule/contract-off');
    expect(legal(state)).toHaveLength(10);
  });
});

describe('splash', () => {
  // Seat 2 holds the five doubles here.
  const SPLASHER = [SIXES_HAND, FOURS_HAND, DOUBLES_HAND, LOW_HAND] as const;

  it('needs 3 doubles in hand and is worth 2 marks as an opening', () => {
    expect(legal(table(SPLASHER, HOUSE))).not.toContain('splash 2');
    expectRefused(table(SPLASHER, HOUSE), bid(0, 'splash', 2), 'rule/not-enough-doubles', /3 doubles/);
    expect(legal(run(table(SPLASHER, HOUSE), pass(0), pass(1)))).toContain('splash 2');
  });

  it('is worth one more than the high mark bid, up to 3 marks', () => {
    const afterTwo = run(table(SPLASHER, HOUSE), bid(0, 'marks', 2), pass(1));
    expect(legal(afterTwo)).toContain('splash 3');
    expectRefused(afterTwo, bid(2, 'splash', 2), 'rule/invalid-bid', /worth 3 marks now/);
    const afterThree = run(table(SPLASHER, HOUSE), bid(0, 'marks', 2), bid(1, 'marks', 3));
    expect(legal(afterThree)).not.toContain('splash 4');
    expectRefused(afterThree, bid(2, 'splash', 4), 'rule/bid-too-low', /at most 3 marks/);
  });

  it('jumps past a point bid and is followed only by one more mark', () => {
    const splashed = run(table(SPLASHER, HOUSE), bid(0, 'points', 35), pass(1), bid(2, 'splash', 2));
    expect(legal(splashed)).toEqual(['pass', 'marks 3']);
  });

  it("lets the bidder's partner name trump (not nello) and lead", () => {
    const state = run(table(SPLASHER, HOUSE), pass(0), pass(1), bid(2, 'splash', 2), pass(3));
    expect(state.turn).toBe(0);
    expectRefused(state, selectTrump(2, 'sixes'), 'rule/not-your-turn');
    expectRefused(state, selectTrump(0, 'nello'), 'rule/trump-not-allowed', /After splash/);
    const declared = run(state, selectTrump(0, 'sixes'));
    expect(declared.turn).toBe(0);
  });

  it("lets the bidder's partner name follow-me", () => {
    // Rule sources differ here (docs/rules.md): this engine offers follow-me after splash or plunge.
    const state = run(table(SPLASHER, HOUSE), pass(0), pass(1), bid(2, 'splash', 2), pass(3));
    expect(run(state, selectTrump(0, 'follow-me')).trump).toBe('follow-me');
  });
});

describe('plunge', () => {
  // Seat 3 holds the five doubles here.
  const PLUNGER = [SIXES_HAND, FOURS_HAND, LOW_HAND, DOUBLES_HAND] as const;

  it('needs 4 doubles and is worth 4 marks as an opening', () => {
    expect(legal(run(table(PLUNGER, HOUSE), pass(0), pass(1), pass(2)))).toContain('plunge 4');
    expectRefused(table(PLUNGER, HOUSE), bid(0, 'plunge', 4), 'rule/not-enough-doubles', /4 doubles/);
    expectRefused(table(PLUNGER, TOURNAMENT), bid(0, 'plunge', 4), 'rule/contract-off');
  });

  it('is worth one more than the high mark bid', () => {
    const afterFour = run(table(PLUNGER, HOUSE), bid(0, 'marks', 2), bid(1, 'marks', 3), bid(2, 'marks', 4));
    expect(legal(afterFour)).toEqual(['pass', 'marks 5', 'plunge 5']);
    const plunged = run(afterFour, bid(3, 'plunge', 5));
    expect(plunged.contract).toEqual({ bidder: 3, kind: 'plunge', value: 5 });
    expect(plunged.turn).toBe(1);
  });
});
