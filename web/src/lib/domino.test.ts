import { DOMINO_COUNT, dominoId } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { dominoSpokenName } from './domino';

describe('spoken domino names', () => {
  it('names dominoes for screen readers', () => {
    expect(dominoSpokenName(dominoId(6, 4))).toBe('six-four');
    expect(dominoSpokenName(27)).toBe('double six');
    expect(dominoSpokenName(0)).toBe('double blank');
    expect(dominoSpokenName(dominoId(5, 0))).toBe('five-blank');
  });

  it('gives every domino of the set its own name', () => {
    const names = Array.from({ length: DOMINO_COUNT }, (_, id) => dominoSpokenName(id));
    expect(new Set(names).size).toBe(DOMINO_COUNT);
  });
});
