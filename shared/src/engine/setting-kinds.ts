// The kinds of house rule. A setting is one of a few values, on or off, a whole number in a range,
// or the game's target. A rule of each kind says what a table may choose and how the lobby says
// each choice; whatever is derived from the rules (the room's checks, the request schema, a replay
// link's digits, the lobby's choices) handles each kind once, so a new rule of a known kind needs
// no new code there.

/** One value of a setting as the lobby offers it. */
export interface Choice<T> {
  readonly value: T;
  readonly label: string;
}

/** One of a few values, offered in this order; a link writes the value's place among them. */
export interface OneOf<T> {
  readonly kind: 'one-of';
  /** The setting's name in the lobby. */
  readonly label: string;
  /** What a player reads when a request names some other value. */
  readonly problem: string;
  readonly choices: readonly Choice<T>[];
}

/** On or off; a link writes 1 for on. */
export interface OnOff {
  readonly kind: 'on-off';
  readonly label: string;
  /** On, then off. */
  readonly choices: readonly Choice<boolean>[];
}

/** A whole number of `unit`s within `range`, every one offered; a link writes the number itself,
 * below `radix`. */
export interface Count {
  readonly kind: 'count';
  readonly label: string;
  /** The setting as a sentence names it: "The opening mark bid cap". */
  readonly what: string;
  /** The unit's name for one and for many. */
  readonly unit: readonly [string, string];
  readonly range: readonly [number, number];
  readonly radix: number;
  readonly choices: readonly Choice<number>[];
}

/** What a game is played to: marks or points. */
export const TARGET_KINDS = ['marks', 'points'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** First team to this many marks (or points) wins the game. */
export interface Target {
  readonly kind: TargetKind;
  readonly value: number;
}

/** The game's target: marks or points, each kind within its range; the lobby offers the usual
 * targets. A link writes the kind's place, then the value below `radix`. */
export interface TargetRule {
  readonly kind: 'target';
  readonly label: string;
  readonly ranges: { readonly [K in TargetKind]: readonly [number, number] };
  readonly radix: number;
  readonly choices: readonly Choice<Target>[];
}

/** A rule of any kind. */
export type SettingRule = OneOf<unknown> | OnOff | Count | TargetRule;

/** What every rule says of a setting of type `T`, whatever its kind. */
interface RuleOf<T> {
  readonly choices: readonly Choice<T>[];
  /** For a setting added after the first tables: the value every table played before it existed.
   * Data written before it (a stored room, a game record, a replay link) reads as this. */
  readonly before?: T;
}

/** The kind of rule a setting of type `T` takes (offering values of `T`, whatever the kind). */
export type RuleFor<T> = RuleOf<T> &
  ([T] extends [boolean]
    ? OnOff
    : [T] extends [number]
      ? Count
      : [T] extends [Target]
        ? TargetRule
        : OneOf<T>);

/** A setting that is one of `choices`. */
export const oneOf = <T>(label: string, problem: string, choices: readonly Choice<T>[]): OneOf<T> => ({
  kind: 'one-of',
  label,
  problem,
  choices,
});

/** A setting that is on or off. */
export const onOff = (label: string): OnOff => ({
  kind: 'on-off',
  label,
  choices: [
    { value: true, label: 'On' },
    { value: false, label: 'Off' },
  ],
});

/** `count` and its unit: "1 mark", "3 marks". */
export const unitsOf = (count: number, [one, many]: readonly [string, string]): string =>
  `${count} ${count === 1 ? one : many}`;

/** A whole number of `unit`s within `range`. */
export const count = (
  label: string,
  { what, unit, range, radix }: Pick<Count, 'what' | 'unit' | 'range' | 'radix'>,
): Count => ({
  kind: 'count',
  label,
  what,
  unit,
  range,
  radix,
  choices: Array.from({ length: range[1] - range[0] + 1 }, (_, i) => ({
    value: range[0] + i,
    label: unitsOf(range[0] + i, unit),
  })),
});

/** True when `value` is within `[low, high]`. */
export const within = (value: number, [low, high]: readonly [number, number]): boolean =>
  value >= low && value <= high;

/** True when `value` is a target: a kind and a number. */
export const isTarget = (value: unknown): value is Target =>
  typeof value === 'object' &&
  value !== null &&
  TARGET_KINDS.some((kind) => kind === (value as Partial<Target>).kind) &&
  typeof (value as Partial<Target>).value === 'number';
