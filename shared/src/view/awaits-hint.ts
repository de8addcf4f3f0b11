// A view whose hint is still owed: its viewer sees hints and is to move, and no hint is attached
// yet. The offline table may show a turn before its hint (web/src/lib/offline/offline-host.ts): the
// host asks this to know the hint must follow, and the table to say that it is coming.
import { hasCapability } from './capability';
import type { PlayerView } from './player-view';

/** True when `view` is its viewer's move at a table with hints on, and its hint has not come. */
export const awaitsHint = (view: PlayerView): boolean =>
  hasCapability(view.capabilities, 'see-hints') &&
  view.turn !== null &&
  view.turn === view.self?.seat &&
  view.validActions.length > 0 &&
  view.hints.length === 0;
