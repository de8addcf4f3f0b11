// House rules as data. Every rule that differs between tables is a setting, written once here:
// its type, what a table may choose and how the lobby says it (RULES below, in the lobby's order).
// The room's checks, the request schema, replay links and the lobby's choices are derived from
// RULES, so a new house rule is a field of `Settings`, its rule (with `before`, the value tables
// played before it existed) and its presets' values, and the compiler names whatever else must
// change. The two presets are the common tables: straight 42 for tournaments and the house game
// with special contracts. What a table does around the game (hints, speed, one-hand games) is not
// a house rule but a table variant (room/transformer.ts draws the line); docs/rules.md lists both.

import { count, oneOf, onOff, unitsOf } from './setting-kinds';
import type { Choice, RuleFor, Target } from './setting-kinds';

/** How the doubles sit in nello. */
export const NELLO_DOUBLES = ['own-suit', 'high', 'low'] as const;
export type NelloDoubles = (typeof NELLO_DOUBLES)[number];

export interface Settings {
  /** What happens when all four seats pass. */
  readonly allPass: 'redeal' | 'shaker-must-bid';
  /** The highest mark bid allowed as the first mark bid (2: "3 marks only after 2"). */
  readonly maxOpeningMarks: number;
  /** In follow-me, a double is the highest or the lowest of its suit. */
  readonly followMeDoubles: 'high' | 'low';
  readonly nello: false | { readonly doubles: NelloDoubles };
  readonly sevens: boolean;
  readonly splash: boolean;
  readonly plunge: boolean;
  /** First team to this many marks (or points) wins the game. */
  readonly target: Target;
  /** End a hand as soon as the bid is made or set (never in the points game). */
  readonly stopWhenDecided: boolean;
}

/** A setting's name. */
export type SettingName = keyof Settings;

/** Each setting's rule, in the order the lobby lists them. */
export const RULES: { readonly [K in SettingName]: RuleFor<Settings[K]> } = {
  target: {
    kind: 'target',
    label: 'Game to',
    ranges: { marks: [1, 21], points: [42, 999] },
    radix: 1024,
    choices: [
      ...[1, 3, 5, 7, 10, 21].map((value) => ({
        value: { kind: 'marks', value } as const,
        label: value === 1 ? '1 mark (one hand)' : unitsOf(value, ['mark', 'marks']),
      })),
      ...[150, 250].map((value) => ({ value: { kind: 'points', value } as const, label: `${value} points` })),
    ],
  },
  nello: oneOf<Settings['nello']>('Nello', 'Nello is off, or its doubles are own-suit, high or low', [
    { value: false, label: 'Off' },
    { value: { doubles: 'own-suit' }, label: 'On, doubles their own suit' },
    { value: { doubles: 'high' }, label: 'On, doubles high' },
    { value: { doubles: 'low' }, label: 'On, doubles low' },
  ]),
  splash: onOff('Splash (3 doubles)'),
  plunge: onOff('Plunge (4 doubles)'),
  sevens: onOff('Sevens'),
  allPass: oneOf('When all pass', 'When all pass: redeal or shaker-must-bid', [
    { value: 'redeal', label: 'Shake again' },
    { value: 'shaker-must-bid', label: 'Shaker must bid' },
  ]),
  maxOpeningMarks: count('Highest opening bid', {
    what: 'The opening mark bid cap',
    unit: ['mark', 'marks'],
    range: [1, 7],
    radix: 16,
  }),
  followMeDoubles: oneOf('Doubles in follow-me', 'In follow-me, doubles are high or low', [
    { value: 'high', label: 'High' },
    { value: 'low', label: 'Low' },
  ]),
  stopWhenDecided: onOff('End hand once decided'),
};

/** Every setting's name, in the order the lobby lists them. */
export const SETTING_NAMES = Object.keys(RULES) as SettingName[];

/** Straight 42: no special contracts, marks to 7. */
export const TOURNAMENT: Settings = {
  allPass: 'redeal',
  maxOpeningMarks: 2,
  followMeDoubles: 'high',
  nello: false,
  sevens: false,
  splash: false,
  plunge: false,
  target: { kind: 'marks', value: 7 },
  stopWhenDecided: true,
};

/** The casual table: nello (doubles their own suit), splash and plunge. */
export const HOUSE: Settings = {
  ...TOURNAMENT,
  nello: { doubles: 'own-suit' },
  splash: true,
  plunge: true,
};

export const PRESETS = { tournament: TOURNAMENT, house: HOUSE } as const;
export type PresetName = keyof typeof PRESETS;

/** True when every trick must be played: the points game counts every point. */
export const playsEveryTrick = (settings: Settings): boolean =>
  !settings.stopWhenDecided || settings.target.kind === 'points';

/** The values the lobby offers for a setting, each with its label. */
export const choicesOf = <K extends SettingName>(name: K): readonly Choice<Settings[K]>[] =>
  RULES[name].choices;
