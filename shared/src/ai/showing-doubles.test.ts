import { describe, expect, it } from 'vitest';
import { DOUBLES_TRUMP, SEVENS, dominoesIn, dominoName, parseDomino, setOf } from '../engine';
import type { PlayAction, PlayMode } from '../engine';
import { showingDiscards } from './showing-doubles';

const hand = (...names: string[]) => setOf(names.map((name) => parseDomino(name)!));
const led = (name: string): PlayAction[] => [{ type: 'play', seat: 1, domino: parseDomino(name)! }];
const shown = (mode: PlayMode, held: number, trick: PlayAction[]) =>
  dominoesIn(showingDiscards(mode, held, trick)).map(dominoName);

const SIXES = 6;

describe('the discards that show a double', () => {
  it('are the dominoes of a suit whose double the hand holds, neither trumps nor doubles', () => {
    // Sixes are trump and fives are led: 4-4 is shown by 4-2 and 4-1; 6-4 is a trump, 3-1 shows
    // nothing (no 3-3, no 1-1).
    expect(shown(SIXES, hand('4-4', '4-2', '4-1', '6-4', '3-1'), led('5-2'))).toEqual(['4-1', '4-2']);
    // Two doubles: either suit's dominoes show one.
    expect(shown(SIXES, hand('3-3', '2-2', '3-2', '3-0', '1-0'), led('5-4'))).toEqual(['3-0', '3-2']);
  });

  it('are none when the hand can follow suit or holds no double off trump', () => {
    expect(shown(SIXES, hand('4-4', '4-2', '5-1'), led('5-2'))).toEqual([]);
    // The double of trump is a trump, not a double the partner can win a suit with.
    expect(shown(SIXES, hand('6-6', '6-2', '4-2', '3-1'), led('5-5'))).toEqual([]);
    expect(shown(SIXES, hand('4-2', '3-1', '2-0'), led('5-5'))).toEqual([]);
  });

  it('are none on a lead, or when the doubles are trump or nothing is', () => {
    expect(shown(SIXES, hand('4-4', '4-2'), [])).toEqual([]);
    expect(shown(DOUBLES_TRUMP, hand('4-4', '4-2', '3-1'), led('5-2'))).toEqual([]);
    expect(shown(SEVENS, hand('4-4', '4-2', '3-1'), led('5-2'))).toEqual([]);
  });
});
