// House rules as data. Every rule that differs between tables is a setting; the two presets are
// the common tables: straight 42 for tournaments and the house game with special contracts.

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
  readonly target: { readonly kind: 'marks' | 'points'; readonly value: number };
  /** End a hand as soon as the bid is made or set (never in the points game). */
  readonly stopWhenDecided: boolean;
}

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
