// Format 3 adds when the table last moved on (`turnSince`), so a seat silent since then can be
// handed to the AI on a table without a clock. A format-2 room has no such time: its silent seat
// waits one more change, or its clock, as before.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** A room of format 2 brought up to format 3 (its shape is checked after). */
export const fromFormat2 = (stored: unknown): Result<unknown, FormatError> =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? ok({ turnSince: null, ...stored })
    : err(damaged('it is not a table'));
