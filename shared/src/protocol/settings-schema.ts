// Each rule setting's schema, derived from its rule (engine/settings.ts): a value of the setting's
// type, or the rule's words for what a setting takes. The ranges a type cannot say (a count's, a
// target's for its kind) the room judges (room/settings-check.ts).

import * as v from 'valibot';
import { RULES, SETTING_NAMES, TARGET_KINDS, sameData } from '../engine';
import type { SettingName, SettingRule, Settings } from '../engine';

/** A whole number (never NaN nor Infinity). */
const whole = () => v.pipe(v.number(), v.integer());

/** The schema of one setting's value, and what a player reads when a value is not one. */
const valueSchema = (name: SettingName, rule: SettingRule): [string, v.GenericSchema] => {
  switch (rule.kind) {
    case 'one-of': {
      const choice = (input: unknown) => rule.choices.find((option) => sameData(option.value, input));
      return [
        rule.problem,
        v.pipe(
          v.unknown(),
          v.check((input) => choice(input) !== undefined),
          // The rule's own value: nothing of the request's object is kept.
          v.transform((input) => choice(input)!.value),
        ),
      ];
    }
    case 'on-off':
      return [`${name} is on or off`, v.boolean()];
    case 'count':
      return [`${rule.what} is a whole number of ${rule.unit[1]}`, whole()];
    case 'target':
      return [
        `The target is a whole number of ${TARGET_KINDS.join(' or ')}`,
        v.strictObject({ kind: v.picklist(TARGET_KINDS), value: whole() }),
      ];
  }
};

/** Each setting's schema, by the setting's name: optional in a change, whole in a table. */
type SettingSchemas<Optional extends boolean> = {
  readonly [K in SettingName]: Optional extends true
    ? v.OptionalSchema<v.GenericSchema<unknown, Settings[K]>, undefined>
    : v.GenericSchema<unknown, Settings[K]>;
};

/** Every setting's schema, in its rule's words, wrapped by `wrap` with the rule's `before` (each
 * output keeps its setting's type: its rule's kind fixes it). */
const schemas = <Optional extends boolean>(
  wrap: (schema: v.GenericSchema, before: unknown) => v.GenericSchema,
): SettingSchemas<Optional> => {
  const entries = SETTING_NAMES.map((name) => {
    const [message, schema] = valueSchema(name, RULES[name]);
    return [name, wrap(v.message(schema, message), RULES[name].before)] as const;
  });
  return Object.fromEntries(entries) as SettingSchemas<Optional>;
};

/** Every setting's schema by name, each optional: a change names only the ones it changes. */
export const settingSchemas = (): SettingSchemas<true> => schemas((schema) => v.optional(schema));

/** A whole table's settings, as a stored room or a game record holds them. A setting added after
 * the data was written reads as its rule's `before`. */
export const tableSettings = v.strictObject(
  schemas<false>((schema, before) => (before === undefined ? schema : v.optional(schema, before))),
);
