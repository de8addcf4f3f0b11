// The host's rule changes, judged one setting at a time. Their schema (shared/src/protocol) has
// fixed each value's type; what a type cannot say is judged here from each setting's rule: a
// count's range, and a target's range for its kind. A room never holds a table the rules cannot
// play.

import { RULES, SETTING_NAMES, err, isTarget, ok, within } from '../engine';
import type { Result, SettingRule, Settings } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';

/** Some rule settings, each of its engine type (their schema in shared/src/protocol makes sure):
 * the ones named replace the base's. */
export type SettingsChanges = Partial<Settings>;

/** Why `value`, of its rule's type, is outside what the rule plays, or null. */
const rangeError = (rule: SettingRule, value: unknown): string | null => {
  switch (rule.kind) {
    case 'one-of':
    case 'on-off':
      return null;
    case 'count': {
      const [low, high] = rule.range;
      return typeof value === 'number' && within(value, rule.range)
        ? null
        : `${rule.what} is ${low} to ${high} ${rule.unit[1]}`;
    }
    case 'target': {
      if (!isTarget(value)) return 'The target is a number of marks or points';
      const [low, high] = rule.ranges[value.kind];
      return within(value.value, rule.ranges[value.kind])
        ? null
        : `A ${value.kind} game is played to ${low}..${high} ${value.kind}`;
    }
  }
};

/** `base` with the host's `changes` applied, or why one of them cannot be played. */
export const checkSettings = (base: Settings, changes: SettingsChanges): Result<Settings, RoomError> => {
  const named = SETTING_NAMES.filter((name) => changes[name] !== undefined);
  for (const name of named) {
    const problem = rangeError(RULES[name], changes[name]);
    if (problem !== null) return err(roomError('room/invalid-setting', problem));
  }
  return ok({ ...base, ...Object.fromEntries(named.map((name) => [name, changes[name]])) });
};
