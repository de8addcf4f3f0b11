// A display name is shown to everyone at the table, so it must read as what it is: trimmed, in one
// Unicode form (NFC), with nothing hidden in it (control characters, or marks that reorder the
// text around them), something visible left in it, and not passing for one of the table's AIs,
// whatever letters it is spelled in (its UTS #39 skeleton is compared, confusables.ts).
// Nothing is removed silently: a name either is stored as the player typed it, trimmed, or refused.

import { SEATS, err, ok } from '../engine';
import type { Result } from '../engine';
import { aiName } from '../room';
import { skeleton } from './confusables';

/** The longest display name, counted as a text field counts (UTF-16 code units). */
export const MAX_NAME_LENGTH = 24;

/** Control characters (NUL, tab, line feeds), and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Marks that reorder the text around them: embeddings, overrides, isolates, direction marks. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** What shows nothing: whitespace, format characters (zero-width and others), blank fillers. */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** A name as it looks: the skeleton of its NFKC form, kept to its letters (with their marks) and
 * digits, so "A.I. 3", "ＡＩ３" and "АІ 3" in Cyrillic fold alike. Letter case is kept, as the
 * skeleton tells I from i (I reads as l): AI_NAMES holds every spelling's fold. */
const folded = (name: string): string => skeleton(name.normalize('NFKC')).replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** `name` in every mix of upper and lower case ("AI 1", "Ai 1", "aI 1", "ai 1"). */
const spellings = (name: string): string[] =>
  Array.from(name).reduce<string[]>(
    (heads, character) => {
      const cases = new Set([character.toLowerCase(), character.toUpperCase()]);
      return heads.flatMap((head) => [...cases].map((next) => head + next));
    },
    [''],
  );

/** What the AI seats' names fold to, however they are spelled. */
const AI_NAMES: ReadonlySet<string> = new Set(SEATS.flatMap((seat) => spellings(aiName(seat)).map(folded)));

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
