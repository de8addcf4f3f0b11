// Format 4 adds who the host sent away (`removed`), so a removal holds for the rest of the game,
// and who held each seat when each play was made (`seatHistory`, see shared/src/room/seat-history.ts),
// so a play is credited to the person who made it. A room of format 3 kept neither: nobody is on
// its removed list (a watcher sent away then could already have come back), and its plays are
// credited, as before, to whoever holds the seat now. A room of format 3 (or older) that holds
// either field was not written by this app.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { isFields, unknownField } from './fields';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** A room of format 3 brought up to format 4 (its shape is checked after). */
export const fromFormat3 = (stored: unknown): Result<unknown, FormatError> => {
  if (!isFields(stored)) return err(damaged('it is not a table'));
  if ('removed' in stored) return err(unknownField('removed'));
  if ('seatHistory' in stored) return err(unknownField('seatHistory'));
  return ok({ ...stored, removed: [], seatHistory: [] });
};
