import { describe, expect, it } from 'vitest';
import { initialOf } from './labels';

describe('initialOf', () => {
  it('takes a name’s first letter, capitalised, past any spaces', () => {
    expect(initialOf('ann')).toBe('A');
    expect(initialOf('  Émile')).toBe('É');
  });

  it('takes a whole emoji, never half of one', () => {
    expect(initialOf('😀😀 Zebediah')).toBe('😀');
    // One character to a reader, several code points: a family joined by zero-width joiners, a flag.
    expect(initialOf('👩‍👩‍👧 Rosa')).toBe('👩‍👩‍👧');
    expect(initialOf('🇺🇸 Tex')).toBe('🇺🇸');
  });

  it('gives a question mark for a blank name', () => {
    expect(initialOf('   ')).toBe('?');
  });
});
