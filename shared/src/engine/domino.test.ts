import { describe, expect, it } from 'vitest';
import {
  ALL_DOMINOES,
  DOMINO_COUNT,
  DOUBLES,
  countOf,
  dominoId,
  dominoName,
  dominoesIn,
  highEnd,
  isDouble,
  lowEnd,
  parseDomino,
  sizeOf,
} from './domino';

describe('the double-six set', () => {
  it('has 28 dominoes, each written high-low once', () => {
    const names = dominoesIn(ALL_DOMINOES).map(dominoName);
    expect(names).toHaveLength(DOMINO_COUNT);
    expect(new Set(names).size).toBe(DOMINO_COUNT);
    expect(names).toContain('6-4');
    expect(names).not.toContain('4-6');
  });

  it('has seven doubles', () => {
    expect(sizeOf(DOUBLES)).toBe(7);
    expect(dominoesIn(DOUBLES).every(isDouble)).toBe(true);
  });

  it('holds 35 points of count: 5-5 and 6-4 for ten, 5-0, 4-1 and 3-2 for five', () => {
    const counters = dominoesIn(ALL_DOMINOES).filter((id) => countOf(id) > 0);
    expect(counters.map(dominoName).sort()).toEqual(['3-2', '4-1', '5-0', '5-5', '6-4']);
    expect(counters.reduce((sum, id) => sum + countOf(id), 0)).toBe(35);
  });

  it('names a domino the same from either end', () => {
    expect(parseDomino('4-6')).toBe(parseDomino('6-4'));
    expect(dominoId(4, 6)).toBe(dominoId(6, 4));
    expect(highEnd(parseDomino('4-6')!)).toBe(6);
    expect(lowEnd(parseDomino('4-6')!)).toBe(4);
    expect(parseDomino('7-1')).toBeUndefined();
  });
});
