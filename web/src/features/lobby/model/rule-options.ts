// The house rules as the lobby offers them: each setting with the values a host can pick and
// how to say them. Values are exactly those shared accepts (its table-changes schema and
// settings-check), so every choice the form offers is one the room accepts.
import { AI_LEVELS, PRESETS } from '@texas42/shared';
import type { AiLevel, PresetName, Settings } from '@texas42/shared';

/** One choice of a setting: the value sent, and what the host reads. */
export interface RuleOption<T> {
  readonly value: T;
  readonly label: string;
}

export const NELLO_OPTIONS: readonly RuleOption<Settings['nello']>[] = [
  { value: false, label: 'Off' },
  { value: { doubles: 'own-suit' }, label: 'On, doubles their own suit' },
  { value: { doubles: 'high' }, label: 'On, doubles high' },
  { value: { doubles: 'low' }, label: 'On, doubles low' },
];

export const ALL_PASS_OPTIONS: readonly RuleOption<Settings['allPass']>[] = [
  { value: 'redeal', label: 'Shake again' },
  { value: 'shaker-must-bid', label: 'Shaker must bid' },
];

export const FOLLOW_ME_OPTIONS: readonly RuleOption<Settings['followMeDoubles']>[] = [
  { value: 'high', label: 'High' },
  { value: 'low', label: 'Low' },
];

export const OPENING_MARKS_OPTIONS: readonly RuleOption<number>[] = [1, 2, 3, 4, 5, 6, 7].map((value) => ({
  value,
  label: value === 1 ? '1 mark' : `${value} marks`,
}));

export const TARGET_OPTIONS: readonly RuleOption<Settings['target']>[] = [
  ...[1, 3, 5, 7, 10, 21].map((value) => ({
    value: { kind: 'marks', value } as const,
    label: value === 1 ? '1 mark (one hand)' : `${value} marks`,
  })),
  ...[150, 250].map((value) => ({ value: { kind: 'points', value } as const, label: `${value} points` })),
];

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

/** The preset the settings equal, or null for a custom table. */
export function presetOf(settings: Settings): PresetName | null {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const names = Object.keys(PRESETS) as PresetName[];
  return names.find((name) => same(PRESETS[name], settings)) ?? null;
}

/** The index of `value` among `options` (deep equality), or -1. */
export function indexOf<T>(options: readonly RuleOption<T>[], value: T): number {
  return options.findIndex((option) => JSON.stringify(option.value) === JSON.stringify(value));
}
