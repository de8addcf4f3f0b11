// The context a table's views are made in when the host turned hints on: the search's advice for
// the seat on turn, worked out once per room state however many views ask for it.

import type { Room, TableContext } from '../room';
import type { Hinter } from '../view';
import { searchHinter } from './hint';

/** The views' context for `room`: a hinter when the table shows hints, else none. */
export const hintsContext = (room: Room): TableContext | undefined => {
  if (!room.transformers.some((t) => t.name === 'hints')) return undefined;
  let asked = false;
  let hint: ReturnType<Hinter> = null;
  const hinter: Hinter = (view) => {
    if (!asked) [asked, hint] = [true, searchHinter(view)];
    return hint;
  };
  return { hinter };
};
