// What the host may change in the lobby, as a schema: a preset, single rule settings, rule
// variants, the turn clock and the AI's level. The schema fixes each value's type (a setting is one of the values
// the engine names); the room then judges what types cannot say (a target's range for its kind,
// whether a variant exists and takes those parameters, the clock's range).

import * as v from 'valibot';
import { AI_LEVEL_CHOICES, AI_LEVEL_NAMES } from '../room';
import { FIELDS, field, notArray, presetName } from './field-schemas';
import { settingSchemas } from './settings-schema';

/** The largest parameter list a rule variant takes. */
const MAX_PARAM_ITEMS = 16;

/** Why an unknown key is refused, in `what`'s words, or `fallback` for any other problem. */
const unknownKey =
  (what: string, fallback: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.at(-1)?.key;
    return issue.expected === 'never' && typeof key === 'string'
      ? `There is no ${what} "${key.slice(0, 40)}"`
      : fallback;
  };

/** An optional setting whose every problem reads as `message`. */
const setting = <const S extends v.GenericSchema>(message: string, schema: S) =>
  v.optional(v.message(schema, message));

/** Rule settings by name, each optional: the ones named replace the base's. */
const settingsChanges = v.strictObject(
  settingSchemas(),
  unknownKey('rule called', 'Rule settings come as named values'),
);

/** Some rule settings, each checked for its type. */
export type SettingsChanges = v.InferOutput<typeof settingsChanges>;

/** A rule variant's parameter: text, a finite number, yes/no, or a short list of those. */
const paramScalar = v.union([v.string(), v.pipe(v.number(), v.finite()), v.boolean(), v.null()]);
const paramValue = v.union([paramScalar, v.pipe(v.array(paramScalar), v.maxLength(MAX_PARAM_ITEMS))]);

/** A rule variant as the host names it: its registered name and its parameters. */
const transformerSpec = v.message(
  v.strictObject({
    name: v.pipe(v.string(), v.maxLength(40)),
    // Typed as a spec's parameters: which ones a variant takes, its registry entry judges.
    params: v.optional(
      v.pipe(
        notArray(v.record(v.string(), paramValue)),
        v.transform((params): Readonly<Record<string, unknown>> => params),
      ),
    ),
  }),
  'Each rule variant is given by its name and named parameters',
);

/** The turn clock in milliseconds (a whole, finite number), or null for none. */
const turnTimeLimit = v.nullable(
  v.pipe(
    v.number('The turn clock is a number of milliseconds, or off'),
    v.finite('The turn clock is a number of milliseconds, or off'),
    v.integer('The turn clock is a whole number of milliseconds, or off'),
  ),
);

/** What the host may change; each part is optional, and none given changes nothing. */
export const tableChanges = field(
  'changes',
  notArray(
    v.strictObject(
      {
        preset: setting('Pick house or tournament rules', presetName),
        settings: setting('Rule settings come as named values', notArray(settingsChanges)),
        transformers: v.optional(
          v.pipe(
            v.array(transformerSpec, 'Rule variants come as a list'),
            v.maxLength(10, 'A table has at most 10 rule variants'),
            v.readonly(),
          ),
        ),
        turnTimeLimit: v.optional(turnTimeLimit),
        aiLevel: setting(
          `The AI plays at one of these levels: ${AI_LEVEL_CHOICES}`,
          v.picklist(AI_LEVEL_NAMES),
        ),
      },
      unknownKey('table option', FIELDS.changes.message),
    ),
  ),
);

/** What the host may change. */
export type TableChanges = v.InferOutput<typeof tableChanges>;
