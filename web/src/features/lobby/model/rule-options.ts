// What the lobby offers besides the rule settings (whose values and labels are shared's, each
// from its rule: `choicesOf`): the AI's level, the presets and the turn clock, each with the values
// a host can pick and how to say them; every choice the form offers is one the room accepts.
import { AI_LEVELS, PRESETS, SETTING_NAMES, sameData } from '@texas42/shared';
import type { AiLevel, PresetName, Settings } from '@texas42/shared';

/** One choice of a setting: the value sent, and what the host reads. */
export interface RuleOption<T> {
  readonly value: T;
  readonly label: string;
}

/** Turn clock choices in ms (null: no clock). */
export const TURN_CLOCK_OPTIONS: readonly RuleOption<number | null>[] = [
  { value: null, label: 'No clock' },
  { value: 15_000, label: '15 seconds' },
  { value: 30_000, label: '30 seconds' },
  { value: 60_000, label: '1 minute' },
  { value: 120_000, label: '2 minutes' },
];

/** The AI's levels, weakest first, as shared names them. */
export const AI_LEVEL_OPTIONS: readonly RuleOption<AiLevel>[] = AI_LEVELS.map(({ player, label }) => ({
  value: player,
  label,
}));

export const PRESET_OPTIONS: readonly RuleOption<PresetName>[] = [
  { value: 'house', label: 'House rules' },
  { value: 'tournament', label: 'Tournament (straight 42)' },
];

/** The preset the settings equal (setting by setting, whatever the order of their keys), or null
 * for a custom table. */
export function presetOf(settings: Settings): PresetName | null {
  const names = Object.keys(PRESETS) as PresetName[];
  const same = (preset: Settings) => SETTING_NAMES.every((name) => sameData(preset[name], settings[name]));
  return names.find((name) => same(PRESETS[name])) ?? null;
}

/** The index of `value` among `options` (deep equality), or -1. */
export function indexOf<T>(options: readonly RuleOption<T>[], value: T): number {
  return options.findIndex((option) => sameData(option.value, value));
}
