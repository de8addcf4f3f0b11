// A display name is shown to everyone at the table, so it must read as what it is: trimmed, in one
// Unicode form (NFC), with nothing hidden in it (control characters, or marks that reorder the
// text around them), something visible left in it, and not passing for one of the table's AIs.
// Nothing is removed silently: a name either is stored as the player typed it, trimmed, or refused.

import { SEATS, err, ok } from '../engine';
import type { Result } from '../engine';
import { aiName } from '../room';

/** The longest display name, counted as a text field counts (UTF-16 code units). */
export const MAX_NAME_LENGTH = 24;

/** Control characters (NUL, tab, line feeds), and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Marks that reorder the text around them: embeddings, overrides, isolates, direction marks. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** What shows nothing: whitespace, format characters (zero-width and others), blank fillers. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** A name folded to its letters and digits in lower case: "A.I. 3", "ai3" and "ＡＩ３" fold alike. */
const folded = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The AI seats' names, folded ("ai1".."ai4"). */
const AI_NAMES: ReadonlySet<string> = new Set(SEATS.map((seat) => folded(aiName(seat))));

/** The name as the table shows it (trimmed, NFC), or the reason, in a player's words, it is refused. */
export const checkPlayerName = (typed: string): Result<string, string> => {
  if (typed.length > 4 * MAX_NAME_LENGTH) return err(`Names are at most ${MAX_NAME_LENGTH} characters`);
  const name = typed.trim().normalize('NFC');
  if (name.length === 0) return err('Please enter a name');
  if (CONTROL.test(name) || BIDI.test(name)) return err("Names can't contain hidden or control characters");
  if (name.replace(INVISIBLE, '').length === 0) return err('A name needs at least one visible character');
  if (name.length > MAX_NAME_LENGTH) return err(`Names are at most ${MAX_NAME_LENGTH} characters`);
  if (AI_NAMES.has(folded(name))) return err('That name is kept for the AI players');
  return ok(name);
};
