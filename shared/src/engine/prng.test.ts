import { describe, expect, it } from 'vitest';
import { advance, mulberry32, valueOf } from './prng';

describe('mulberry32', () => {
  it('draws the words it drew before it had one home, so seeded test games and codes stay as they were', () => {
    const words = (seed: number) => Array.from({ length: 4 }, mulberry32(seed)).map((x) => x * 2 ** 32);
    expect(words(0)).toEqual([1144304738, 1416247, 958946056, 627933444]);
    expect(words(42)).toEqual([2581720956, 1925393290, 3661312704, 2876485805]);
    expect(words(-7)).toEqual([1860010037, 1397564179, 2337619704, 2062400319]);
  });

  it('yields floats in [0, 1) that are whole 32-bit words over 2^32', () => {
    const next = mulberry32(9);
    for (let i = 0; i < 1000; i++) {
      const word = next() * 2 ** 32;
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
    }
  });

  it('repeats for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 8 }, mulberry32(seed));
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });

  it("is the shuffle's step: the stream from a seed yields what advancing that seed yields", () => {
    for (const seed of [0, 1, -7, 2 ** 31 - 1]) {
      const next = mulberry32(seed);
      let state = seed;
      for (let i = 0; i < 100; i++) expect(next()).toBe(valueOf((state = advance(state))));
    }
  });
});
