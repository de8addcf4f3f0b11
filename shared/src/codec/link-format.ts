// The first character of a replay link names its format: how the game deals (from a 32-bit seed,
// or from one 256-bit key per deal) and which generation of links it belongs to. '1' and '2' are a
// seeded and a keyed game of the first links; '3' and '4' hold the same digits and end with a
// check (link-check.ts); each new house rule makes a new generation of links ('5' and '6', ...),
// and every older format still reads.

/** The format characters, two per generation: seeded, then keyed. */
export const FORMATS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The generation of the links written today. A new house rule takes the next one
 * (settings-digits.ts) and this becomes it. */
export const LINK_GENERATION = 1;

/** The first generation whose links end with a check. */
const CHECKED_SINCE = 1;

/** The format characters of links that end with a check, up to today's. */
export const CHECKED_FORMATS = FORMATS.slice(2 * CHECKED_SINCE, 2 * LINK_GENERATION + 2);

export interface LinkFormat {
  readonly keyed: boolean;
  readonly generation: number;
  /** True when the link ends with a check (link-check.ts). */
  readonly checked: boolean;
}

/** The format character of a link written today. */
export const formatChar = (keyed: boolean): string => FORMATS[2 * LINK_GENERATION + Number(keyed)]!;

/** The format a link's first character names, or null when this app cannot read it (not a
 * format, or a generation newer than the app). */
export const readFormat = (char: string): LinkFormat | null => {
  const index = char.length === 1 ? FORMATS.indexOf(char) : -1;
  const generation = Math.floor(index / 2);
  const format = { keyed: index % 2 === 1, generation, checked: generation >= CHECKED_SINCE };
  return index < 0 || format.generation > LINK_GENERATION ? null : format;
};
