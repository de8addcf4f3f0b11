// A table's settings as a handful of mixed-radix digits (about 25 bits in all), so a replay link
// carries the exact house rules it was played under. Each setting is written as its rule's kind
// says (see engine/setting-kinds.ts); LINK_GENERATIONS says which generation of links first
// held it, and so where it is written.

import { RULES, TARGET_KINDS, TOURNAMENT, isTarget, sameData } from '../engine';
import type { SettingName, SettingRule, Settings } from '../engine';
import { LINK_GENERATION } from './link-format';
import type { DigitReader, DigitWriter } from './mixed-radix';

/** The generation of links that first held each setting: 0 for the first links, and a new house
 * rule takes the one after LINK_GENERATION (link-format.ts), which then becomes it. A link of an older generation lacks the setting and reads it as its
 * rule's `before`. Written in this order, a later generation after the earlier ones. */
export const LINK_GENERATIONS: { readonly [K in SettingName]: number } = {
  allPass: 0,
  maxOpeningMarks: 0,
  followMeDoubles: 0,
  nello: 0,
  sevens: 0,
  splash: 0,
  plunge: 0,
  stopWhenDecided: 0,
  target: 0,
};

/** The settings in the order a link writes them. */
const LINK_ORDER = (Object.keys(LINK_GENERATIONS) as SettingName[]).sort(
  (a, b) => LINK_GENERATIONS[a] - LINK_GENERATIONS[b],
);

/** True when `value` is a whole number that fits below `radix`. */
const fits = (value: unknown, radix: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < radix;

/** Writes one setting; false when its value does not fit the link format. */
const writeSetting = (out: DigitWriter, rule: SettingRule, value: unknown): boolean => {
  switch (rule.kind) {
    case 'one-of':
    case 'on-off': {
      // On-off is written as 1 for on: its choices are listed on first.
      const place = rule.choices.findIndex((choice) => sameData(choice.value, value));
      if (place < 0) return false;
      out.push(rule.kind === 'on-off' ? Number(value === true) : place, rule.choices.length);
      return true;
    }
    case 'count':
      if (!fits(value, rule.radix)) return false;
      out.push(value, rule.radix);
      return true;
    case 'target':
      if (!isTarget(value) || !fits(value.value, rule.radix)) return false;
      out.push(TARGET_KINDS.indexOf(value.kind), TARGET_KINDS.length);
      out.push(value.value, rule.radix);
      return true;
  }
};

/** Reads one setting back. */
const readSetting = (input: DigitReader, rule: SettingRule): unknown => {
  switch (rule.kind) {
    case 'one-of':
      return rule.choices[input.next(rule.choices.length)]!.value;
    case 'on-off':
      return input.next(2) === 1;
    case 'count':
      return input.next(rule.radix);
    case 'target': {
      const kind = TARGET_KINDS[input.next(TARGET_KINDS.length)]!;
      return { kind, value: input.next(rule.radix) };
    }
  }
};

/** Writes the settings a link of `generation` holds (today's holds all of them); false when a
 * value does not fit the link format. Only today's links are written by the app; an older
 * generation is written by tests, as an old app or an attacker would. */
export const writeSettings = (
  out: DigitWriter,
  settings: Settings,
  generation: number = LINK_GENERATION,
): boolean =>
  LINK_ORDER.every(
    (name) => LINK_GENERATIONS[name] > generation || writeSetting(out, RULES[name], settings[name]),
  );

/** Reads the settings a link of `generation` holds (the ones it lacks read as their rule's
 * `before`), or null when a setting it lacks has no `before` to read as. */
export const readSettings = (input: DigitReader, generation: number): Settings | null => {
  const read = new Map<SettingName, unknown>();
  for (const name of LINK_ORDER)
    read.set(
      name,
      LINK_GENERATIONS[name] <= generation ? readSetting(input, RULES[name]) : RULES[name].before,
    );
  if ([...read.values()].includes(undefined)) return null;
  // Keys in the presets' order, so a table read from a link is its preset as JSON too; each value
  // is one its rule allows (read by the rule, or its `before`).
  const names = Object.keys(TOURNAMENT) as SettingName[];
  return Object.fromEntries(names.map((name) => [name, read.get(name)])) as unknown as Settings;
};
