// Format 3 adds what a host now picks for a table, the AI's level, and when the table last moved
// on (`turnSince`), so a seat silent since then can be handed to the AI on a table without a
// clock. A room of format 2 was never given a level, so it plays at today's default; it has no
// such time, so its silent seat waits one more change, or its clock, as before. A room of format
// 2 (or older) that holds either field was not written by this app.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { DEFAULT_AI_LEVEL } from '../../room';
import { isFields, unknownField } from './fields';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** The fields format 3 adds. */
const ADDED = ['aiLevel', 'turnSince'];

/** A room of format 2 brought up to format 3 (its shape is checked after). */
export const fromFormat2 = (stored: unknown): Result<unknown, FormatError> => {
  if (!isFields(stored)) return err(damaged('it is not a table'));
  const early = ADDED.find((name) => name in stored);
  return early === undefined
    ? ok({ ...stored, aiLevel: DEFAULT_AI_LEVEL, turnSince: null })
    : err(unknownField(early));
};
