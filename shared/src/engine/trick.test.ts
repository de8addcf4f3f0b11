import { describe, expect, it } from 'vitest';
import type { PlayAction } from './action';
import { parseDomino } from './domino';
import { HOUSE, TOURNAMENT } from './settings';
import { playModeOf } from './suits';
import { trickPoints, trickWinner } from './trick';
import type { Seat } from './vocabulary';

/** A trick led by seat 0, plays in seat order. */
const plays = (...names: string[]): PlayAction[] =>
  names.map((name, seat) => ({ type: 'play', seat: seat as Seat, domino: parseDomino(name)! }));

describe('who wins a trick', () => {
  it('is the highest trump played', () => {
    const mode = playModeOf('blanks', TOURNAMENT);
    expect(trickWinner(mode, plays('5-5', '5-4', '1-0', '3-0'))).toBe(3);
  });

  it('is the highest of the suit led when no trump is played; an off suit never wins', () => {
    const mode = playModeOf('blanks', TOURNAMENT);
    expect(trickWinner(mode, plays('5-3', '5-4', '6-6', '2-1'))).toBe(1);
  });

  it('gives the trump double the top of the trump suit', () => {
    const mode = playModeOf('fours', TOURNAMENT);
    expect(trickWinner(mode, plays('6-4', '4-4', '5-4', '4-0'))).toBe(1);
  });

  it('ranks doubles-as-trump from 6-6 down to 0-0', () => {
    const mode = playModeOf('doubles', TOURNAMENT);
    expect(trickWinner(mode, plays('2-2', '0-0', '3-3', '6-5'))).toBe(2);
  });

  it('in follow-me with doubles high, lets the double win its suit', () => {
    expect(trickWinner(playModeOf('follow-me', TOURNAMENT), plays('6-6', '6-0', '5-1', '3-2'))).toBe(0);
  });

  it('in follow-me with doubles low, makes the double the lowest of its suit', () => {
    const mode = playModeOf('follow-me', { ...TOURNAMENT, followMeDoubles: 'low' });
    expect(trickWinner(mode, plays('6-6', '6-0', '5-1', '3-2'))).toBe(1);
  });

  it('in follow-me, has no trump: a double of another suit does not win', () => {
    expect(trickWinner(playModeOf('follow-me', TOURNAMENT), plays('3-1', '6-6', '3-0', '5-5'))).toBe(0);
  });

  it('in sevens, is the domino nearest 7 pips, ties to the one played first', () => {
    const mode = playModeOf('sevens', { ...HOUSE, sevens: true });
    expect(trickWinner(mode, plays('4-4', '6-1', '4-3', '3-2'))).toBe(1);
  });

  it('is worth its count plus one', () => {
    expect(trickPoints(plays('5-5', '6-4', '3-2', '0-0'))).toBe(26);
    expect(trickPoints(plays('6-6', '1-1', '2-2', '0-0'))).toBe(1);
  });
});
