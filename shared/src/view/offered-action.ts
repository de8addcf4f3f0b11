// The table's valid actions as the room offers them: an engine action plus what the table's
// transformers say about it (a hint, a flag to auto-play a forced move, the end of a short game).
// Views strip these annotations down to what the viewer's capabilities allow.

import { validActions } from '../engine';
import type { Action, GameState } from '../engine';
import type { TableResult } from './player-view';

/** One valid action with the table's annotations. */
export interface OfferedAction {
  readonly action: Action;
  /** Why the hinter recommends it (only `see-hints` viewers are shown this). */
  readonly hint?: string;
  /** Speed mode: the seat's only move, which the client may play by itself. */
  readonly autoPlay?: boolean;
  /** Running this follow-up ends the game with this result (single hand, daily challenge). */
  readonly ends?: TableResult;
}

/** The engine's valid actions, unannotated. */
export const offeredActions = (state: GameState): OfferedAction[] =>
  validActions(state).map((action) => ({ action }));

/** The seat an action is taken for, or null for the room's follow-ups. */
export const seatOf = (action: Action): number | null => ('seat' in action ? action.seat : null);
