// Format 4 adds who held each seat when each play was made (`seatHistory`, see
// shared/src/room/seat-history.ts), so a play is credited to the person who made it. A room of
// format 3 never kept it: its plays are credited, as before, to whoever holds the seat now.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** A room of format 3 brought up to format 4 (its shape is checked after). */
export const fromFormat3 = (stored: unknown): Result<unknown, FormatError> =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? ok({ seatHistory: [], ...stored })
    : err(damaged('it is not a table'));
