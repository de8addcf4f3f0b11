import { describe, expect, it } from 'vitest';
import { TRUMPS } from './action';
import { trumpPip } from './suits';

describe('trumpPip', () => {
  it('names the pip of each suit declaration and none for doubles, follow-me, nello and sevens', () => {
    expect(TRUMPS.map(trumpPip)).toEqual([0, 1, 2, 3, 4, 5, 6, null, null, null, null]);
  });
});
