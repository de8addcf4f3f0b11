import { describe, expect, it } from 'vitest';
import { pipLayout } from './pip-layout';

describe('pip layouts', () => {
  it('draws as many pips as the number shown', () => {
    for (let n = 0; n <= 6; n++) expect(pipLayout(n)).toHaveLength(n);
  });

  it('keeps every layout symmetric under a half turn, like a real domino', () => {
    for (let n = 0; n <= 6; n++) {
      const key = (x: number, y: number) => `${x},${y}`;
      const pips = new Set(pipLayout(n).map((pip) => key(pip.x, pip.y)));
      for (const pip of pipLayout(n)) expect(pips.has(key(100 - pip.x, 100 - pip.y))).toBe(true);
    }
  });

  it('puts odd numbers on the centre and even numbers off it', () => {
    for (let n = 1; n <= 6; n++) {
      const centred = pipLayout(n).some((pip) => pip.x === 50 && pip.y === 50);
      expect(centred).toBe(n % 2 === 1);
    }
  });

  it('rejects numbers a double-six set does not have', () => {
    expect(() => pipLayout(7)).toThrow(RangeError);
  });
});
