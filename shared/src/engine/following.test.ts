import { describe, expect, it } from 'vitest';
import { bid, pass, play, selectTrump } from './action';
import type { Trump } from './action';
import { dominoName, parseDomino } from './domino';
import { TOURNAMENT } from './settings';
import type { Settings } from './settings';
import type { GameState } from './state';
import { DEAL } from './test-support/deals';
import { expectRefused, run, table } from './test-support/table';
import { validActions } from './valid-actions';
import type { Seat } from './vocabulary';

/** The seat bids 30 (the others pass) and names trump. */
const declared = (bidder: Seat, trump: Trump, settings: Settings = TOURNAMENT): GameState => {
  const auction = ([0, 1, 2, 3] as Seat[]).map((seat) =>
    seat === bidder ? bid(seat, 'points', 30) : pass(seat),
  );
  return run(table(DEAL, settings), ...auction, selectTrump(bidder, trump));
};

const playsOf = (state: GameState, ...names: string[]): GameState =>
  names.reduce((s, name) => run(s, play(s.turn!, parseDomino(name)!)), state);

const legal = (state: GameState): string[] =>
  validActions(state).map((action) => (action.type === 'play' ? dominoName(action.domino) : action.type));

describe('following suit', () => {
  it('leads the suit of the higher end: the 6-4 leads sixes', () => {
    const state = playsOf(declared(0, 'blanks'), '6-4');
    // Seat 1's 6-0 shows a blank, the trump, so it does not follow sixes.
    expect(legal(state)).toEqual(['6-1', '6-2', '6-3']);
    expectRefused(state, play(1, parseDomino('5-4')!), 'rule/must-follow', /You must follow sixes/);
  });

  it('makes a trump led with its higher end not the trump lead trumps', () => {
    const state = playsOf(declared(0, 'fours'), '6-4');
    // With fours trump the 6-4 is a four: seat 1 must follow with its only four, not its sixes.
    expect(legal(state)).toEqual(['5-4']);
    expectRefused(state, play(1, parseDomino('6-3')!), 'rule/must-follow', /You must follow fours/);
  });

  it('lets a 6-4 follow fours', () => {
    const state = playsOf(declared(2, 'blanks'), '4-2', '3-2');
    expect(legal(state)).toEqual(['4-4', '6-4']);
  });

  it('never counts a trump as following a non-trump lead', () => {
    const state = playsOf(declared(0, 'blanks'), '5-5', '5-4');
    // Seat 2 holds 5-1 and 5-0; the 5-0 is a blank, a trump, so only the 5-1 follows fives.
    expect(legal(state)).toEqual(['5-1']);
  });

  it('lets a player who cannot follow play anything, trump or not', () => {
    const state = playsOf(declared(0, 'blanks'), '5-5', '5-4', '5-1');
    expect(legal(state)).toHaveLength(7);
  });

  it('with doubles trump, lets only doubles follow a double lead', () => {
    const state = playsOf(declared(0, 'doubles'), '6-6');
    expect(legal(state)).toHaveLength(7); // seat 1 holds no double
    expect(legal(playsOf(state, '6-3'))).toEqual(['1-1']);
    expect(legal(playsOf(state, '6-3', '1-1'))).toEqual(['0-0']);
  });

  it('with doubles trump, does not let a double follow a non-double lead', () => {
    const state = playsOf(declared(1, 'doubles'), '6-3', '5-1', '3-2');
    // Seat 0 holds 6-6, 6-5 and 6-4: the 6-6 is a trump, not a six.
    expect(legal(state)).toEqual(['6-4', '6-5']);
  });

  it('rejects a domino the player does not hold', () => {
    const state = declared(0, 'sixes');
    expectRefused(state, play(0, parseDomino('0-0')!), 'rule/not-in-hand', /don't hold the 0-0/);
  });

  it('lets only the seat on turn play', () => {
    expectRefused(declared(0, 'sixes'), play(1, parseDomino('6-3')!), 'rule/not-your-turn');
  });
});
