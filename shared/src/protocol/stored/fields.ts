// A stored room holds only the fields its format has: a field no format of ours wrote means the
// data was not written by this app, so it is refused as damaged rather than carried along.

import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** Stored data as an object of named fields. */
export type Fields = Readonly<Record<string, unknown>>;

/** True when `value` is an object of named fields (not null, not an array). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a stored part holds a field it should not: `where` it is, named as the player reads it. */
export const unknownField = (where: string): FormatError => damaged(`${where} is not a field it has`);

/** The refusal of the first field of `fields` (found at `at`) that is not among `known`, or null. */
export const strayField = (fields: Fields, known: readonly string[], at = ''): FormatError | null => {
  const stray = Object.keys(fields).find((name) => !known.includes(name));
  return stray === undefined ? null : unknownField(`${at}${stray}`);
};
