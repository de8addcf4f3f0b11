// Format 3 adds what a host now picks for a table, the AI's level, and when the table last moved
// on (`turnSince`), so a seat silent since then can be handed to the AI on a table without a
// clock. A room of format 2 was never given a level, so it plays at today's default (an
// unnumbered room that has one keeps it); it has no such time, so its silent seat waits one more
// change, or its clock, as before.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { DEFAULT_AI_LEVEL } from '../../room';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** A room of format 2 brought up to format 3 (its shape is checked after). */
export const fromFormat2 = (stored: unknown): Result<unknown, FormatError> =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? ok({ aiLevel: DEFAULT_AI_LEVEL, turnSince: null, ...stored })
    : err(damaged('it is not a table'));
