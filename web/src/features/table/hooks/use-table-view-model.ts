// The table's picture from the latest view, remembering which events the viewer has already seen:
// on the first look nothing animates; after that, only events newer than the previous view do. A
// view that shows the viewer's own move before the room confirmed it does not count as seen: the
// room's view that replaces it keeps that move fresh, so its slide into the trick runs on unbroken.
import type { PlayerView, Seat } from '@texas42/shared';
import { useMemo, useState } from 'react';
import type { TableViewModel } from '../table-view-model';
import { fromPlayerView, lastSeq } from '../view-model/from-player-view';

interface Seen {
  readonly view: PlayerView;
  /** The newest event number in `view`. */
  readonly last: number | null;
  /** The newest event number the viewer had seen before `view` arrived. */
  readonly before: number | null;
  /** `view` shows the viewer's own move before the room confirmed it. */
  readonly unconfirmed: boolean;
}

/** The view model for `view` (`unconfirmed` while it shows the viewer's own move before the room
 * confirmed it), with fresh plays and trick sweeps marked; a plain watcher sees it from `watchFrom`. */
export function useTableViewModel(
  view: PlayerView,
  unconfirmed = false,
  watchFrom: Seat | null = null,
): TableViewModel {
  const [seen, setSeen] = useState<Seen>(() => ({
    view,
    last: lastSeq(view),
    before: lastSeq(view),
    unconfirmed,
  }));
  let before = seen.before;
  if (seen.view !== view) {
    // A new view: what was newest before it is now "seen" (storing information from the previous
    // render), unless that was a move the room had not confirmed yet.
    before = seen.unconfirmed ? seen.before : seen.last;
    setSeen({ view, last: lastSeq(view) ?? seen.last, before, unconfirmed });
  }
  return useMemo(() => fromPlayerView(view, before, watchFrom), [view, before, watchFrom]);
}
