// The first character of a replay link names its format: how the game deals (from a 32-bit seed,
// or from one 256-bit key per deal) and which generation of settings it holds. '1' and '2' are a
// seeded and a keyed game of the first links; each new house rule makes a new generation of links
// ('3' and '4', then '5' and '6', ...), and every older format still reads.

import { LINK_GENERATION } from './settings-digits';

/** The format characters, two per generation: seeded, then keyed. */
export const FORMATS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface LinkFormat {
  readonly keyed: boolean;
  readonly generation: number;
}

/** The format character of a link written today. */
export const formatChar = (keyed: boolean): string => FORMATS[2 * LINK_GENERATION + Number(keyed)]!;

/** The format a link's first character names, or null when this app cannot read it (not a
 * format, or a generation newer than the app). */
export const readFormat = (char: string): LinkFormat | null => {
  const index = char.length === 1 ? FORMATS.indexOf(char) : -1;
  const format = { keyed: index % 2 === 1, generation: Math.floor(index / 2) };
  return index < 0 || format.generation > LINK_GENERATION ? null : format;
};
