import { HOUSE, TOURNAMENT } from '@texas42/shared';
import type { Settings } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { presetOf } from './rule-options';

/** `settings` with its keys sorted, as Firestore hands a document back. */
const sorted = (settings: Settings): Settings =>
  Object.fromEntries(Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))) as unknown as Settings;

describe('presetOf', () => {
  it('names the preset a table plays, whatever the order of its keys', () => {
    expect(presetOf(HOUSE)).toBe('house');
    expect(presetOf(sorted(HOUSE))).toBe('house');
    expect(presetOf(sorted(TOURNAMENT))).toBe('tournament');
  });

  it('names none when a single setting differs', () => {
    expect(presetOf({ ...HOUSE, sevens: true })).toBeNull();
    expect(presetOf({ ...TOURNAMENT, nello: { doubles: 'high' } })).toBeNull();
  });
});
