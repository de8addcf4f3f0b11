import { describe, expect, it } from 'vitest';
import { DOMINO_COUNT, dominoHigh, dominoId, dominoLow, dominoSpokenName, dominoText } from './domino';

describe('domino ids', () => {
  it('decodes the first ids in the engine order', () => {
    const ends = [0, 1, 2, 3, 4, 5].map((id) => dominoText(id));
    expect(ends).toEqual(['0-0', '1-0', '1-1', '2-0', '2-1', '2-2']);
    expect(dominoText(27)).toBe('6-6');
  });

  it('round-trips every id through its two ends', () => {
    for (let id = 0; id < DOMINO_COUNT; id++) {
      expect(dominoId(dominoHigh(id), dominoLow(id))).toBe(id);
      expect(dominoId(dominoLow(id), dominoHigh(id))).toBe(id);
    }
  });

  it('names dominoes for screen readers', () => {
    expect(dominoSpokenName(dominoId(6, 4))).toBe('six-four');
    expect(dominoSpokenName(27)).toBe('double six');
    expect(dominoSpokenName(0)).toBe('double blank');
    expect(dominoSpokenName(dominoId(5, 0))).toBe('five-blank');
  });

  it('rejects ids outside the set', () => {
    expect(() => dominoHigh(28)).toThrow(RangeError);
    expect(() => dominoHigh(-1)).toThrow(RangeError);
    expect(() => dominoHigh(1.5)).toThrow(RangeError);
    expect(() => dominoId(7, 0)).toThrow(RangeError);
  });
});
