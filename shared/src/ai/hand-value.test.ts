import { describe, expect, it } from 'vitest';
import { HOUSE, parseDomino, setOf } from '../engine';
import type { DominoSet } from '../engine';
import { nelloChance, nelloFeatures } from './hand-value';

const hand = (text: string): DominoSet => setOf(text.split(' ').map((name) => parseDomino(name)!));

describe("nello's reading of a hand", () => {
  it('finds nothing to force on a hand of every blank, which holds eight suits', () => {
    // Doubles are a suit of their own: 0-0 is the lowest. Each other blank is the lowest of the
    // suit it leads, and the blanks' suit is all in this hand.
    expect(nelloFeatures(hand('0-0 1-0 2-0 3-0 4-0 5-0 6-0'), HOUSE)).toEqual({
      led: 0,
      other: 0,
      under: 0,
      suits: 8,
    });
  });

  it('counts the others’ dominoes under each of the hand’s, in the suit it leads and in its other', () => {
    // 6-6 tops the doubles (six under it, led); 6-5 leads the sixes over 6-0..6-4 (five under, led)
    // and follows the fives over 5-0..5-4 (five under, other). The lowest of each suit held: 6-6
    // in the doubles, 6-5 in the sixes and in the fives.
    expect(nelloFeatures(hand('6-6 6-5'), HOUSE)).toEqual({ led: 11, other: 5, under: 16, suits: 3 });
  });

  it('reads low dominoes as a better nello than high ones', () => {
    const low = nelloChance(hand('0-0 1-0 2-0 3-0 4-0 5-0 6-0'), HOUSE);
    const high = nelloChance(hand('6-6 6-5 6-4 5-5 5-4 4-4 6-3'), HOUSE);
    expect(low).toBeGreaterThan(0.5);
    expect(high).toBeLessThan(0.01);
  });
});
