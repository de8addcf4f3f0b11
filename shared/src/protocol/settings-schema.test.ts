import { describe, expect, it } from 'vitest';
import { RULES, SETTING_NAMES, choicesOf } from '../engine';
import { configureRoom } from '../room';
import { annsRoom, must } from '../room/test-support/rooms';
import { parseRequest } from './parse-request';

/** The configureRoom request setting `name` to `value`, as a client sends it. */
const configuring = (settings: Record<string, unknown>) =>
  parseRequest('configureRoom', { roomId: 'room-1', version: 1, changes: { settings } });

describe('the settings schema, derived from the rules', () => {
  it('accepts every value the lobby offers for every setting, and the room plays it', () => {
    for (const name of SETTING_NAMES) {
      expect(choicesOf(name).length, name).toBeGreaterThanOrEqual(2);
      for (const { value } of choicesOf(name)) {
        const parsed = configuring({ [name]: value });
        if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(value)}: ${parsed.error.message}`);
        expect(parsed.value).toMatchObject({ changes: { settings: { [name]: value } } });
        const set = must(configureRoom(annsRoom(), { uid: 'ann', settings: { [name]: value } }));
        expect(set.settings[name]).toEqual(value);
      }
    }
  });

  it("refuses a value of the wrong kind in the setting's own words, and nothing more of it is kept", () => {
    const refusal = (settings: Record<string, unknown>) => {
      const parsed = configuring(settings);
      return parsed.ok ? 'accepted' : parsed.error.message;
    };
    expect(refusal({ allPass: 'sometimes' })).toBe(RULES.allPass.problem);
    expect(refusal({ nello: true })).toBe(RULES.nello.problem);
    expect(refusal({ nello: { doubles: 'high', extra: 1 } })).toBe(RULES.nello.problem);
    expect(refusal({ followMeDoubles: null })).toBe(RULES.followMeDoubles.problem);
    expect(refusal({ splash: 'on' })).toBe('splash is on or off');
    expect(refusal({ maxOpeningMarks: 2.5 })).toBe('The opening mark bid cap is a whole number of marks');
    expect(refusal({ target: { kind: 'games', value: 3 } })).toBe(
      'The target is a whole number of marks or points',
    );
    const parsed = configuring({ nello: JSON.parse('{"doubles":"high"}') });
    expect(parsed.ok && parsed.value.changes.settings?.nello).toBe(RULES.nello.choices[2]!.value);
  });
});
