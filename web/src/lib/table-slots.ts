// What the table screen hands to the features drawn inside it (the bid outlook in the bid and
// trump panels, the daily deal's sheet at its end). Features never import each other, so the
// table core and those features meet here: the table builds these values, the route
// (web/src/app/routes/table/table-room.tsx) passes them to the features' components through the table
// screen's slots.
import { decisionSeed, hasCapability } from '@texas42/shared';
import type { PlayerView, TrickMark } from '@texas42/shared';

/** What "Help me bid" and "Compare trumps" work out the chances from: the viewer's own view (their
 * hand and the public bids, nothing hidden) and a seed fixed for this decision, so the same
 * question always gets the same answer. Offered only at a table with hints on. */
export interface TableOutlookAsk {
  readonly view: PlayerView;
  readonly seed: number;
}

/** What the outlook is worked out from, at a table with hints on; null without hints. The gate is
 * a table courtesy, not a secret: the outlook reads nothing but the viewer's own hand and the
 * public bids. Its seed is the decision's, the hint's too, so the hint's chance for a bid is the
 * sheet's. */
export function outlookAsk(view: PlayerView): TableOutlookAsk | null {
  if (!hasCapability(view.capabilities, 'see-hints') || view.self === null) return null;
  return { view, seed: decisionSeed(view) };
}

/** The daily deal's end: the stars, the points and the share. */
export interface TableDailyResult {
  /** Stars against perfect play; null for a hand too long for the solver to rate. */
  readonly stars: number | null;
  /** How many stars there were to earn. */
  readonly starsOf: number;
  /** Points the viewer's team took, of 42. */
  readonly points: number;
  /** "You made 34!", "Bea was set on 31". */
  readonly headline: string;
  /** The lines to share: the date, the stars, one square per trick. */
  readonly shareText: string;
  /** How each trick went for the viewer's team against perfect play, as the share's squares say. */
  readonly tricks: readonly TrickMark[];
}
