// Format 4 adds who the host sent away (`removed`), so a removal holds for the rest of the game.
// A room of format 3 kept no such list: nobody is on it, as a watcher sent away then could
// already have come back. A room of format 3 (or older) that holds one was not written by this app.

import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import { isFields, unknownField } from './fields';
import { damaged } from './format-error';
import type { FormatError } from './format-error';

/** A room of format 3 brought up to format 4 (its shape is checked after). */
export const fromFormat3 = (stored: unknown): Result<unknown, FormatError> => {
  if (!isFields(stored)) return err(damaged('it is not a table'));
  return 'removed' in stored ? err(unknownField('removed')) : ok({ ...stored, removed: [] });
};
