// A player's own move is drawn before the room confirms it: the view document in the query cache
// is swapped for one that shows the move, still at the version of the room's view under it. A push
// of that version or an older one shows the table before the move and must not undo it. A newer
// push that still offers the move is the room's change from someone else that landed first (another
// player's Next, a seat marked away) at the same moment of the game: the move is drawn again on it,
// or the page would offer the move once more, and a second tap would wait for a button the room
// takes away a moment later. A newer push that no longer offers it, or is at another moment (the
// same Next offered for the next trick), has the move or has moved past it, and replaces it.
// A refusal puts back the room's newest view under the drawing.
// A move the prediction does not draw (one that scores the hand or redeals, or any move before the
// prediction has loaded) is drawn as the view with nothing on offer: the room's answer can come
// before its view (a callable's reply before the listener's snapshot, the offline worker's reply
// before its push), and the button just tapped must not come back in between.
import { sameAction } from '@texas42/shared';
import type { Action, PlayerView } from '@texas42/shared';
import type { ViewDocument } from './game-client';

/** Draws the player's own move on a view from the room, or null when that view does not offer
 * it (the room made the move, or it is no longer theirs to make). */
export type OwnMove = (view: PlayerView) => PlayerView | null;

/** A view document as the cache may hold it: while it shows a move the room has not confirmed,
 * with the room's own view under it and the way to draw the move again. */
type CachedView = ViewDocument & {
  readonly unconfirmed?: { readonly base: ViewDocument; readonly redraw: OwnMove };
};

/** `view` once `action` is sent, where the move itself cannot be drawn: nothing on offer until the
 * room's view comes; null when the view does not offer it. */
export const awaitingRoom = (view: PlayerView, action: Action): PlayerView | null =>
  view.validActions.some((offered) => sameAction(offered, action))
    ? { ...view, validActions: [], autoPlay: null, hints: [] }
    : null;

/** True while `cached` shows the player's own move before the room confirmed it. */
export const isUnconfirmed = (cached: ViewDocument | undefined): boolean =>
  (cached as CachedView | undefined)?.unconfirmed !== undefined;

/** `document` with the player's own move drawn on it by `redraw`, or null when it does not offer
 * the move. */
export function unconfirmedView(document: ViewDocument, redraw: OwnMove): ViewDocument | null {
  const view = redraw(document.view);
  if (view === null) return null;
  const cached: CachedView = { ...document, view, unconfirmed: { base: document, redraw } };
  return cached;
}

/** True when two views are at the same moment of the game: the same hand, phase, bids and trick
 * (a move offered in both is then the same occasion, not the next one like it). */
const sameMoment = (a: PlayerView, b: PlayerView): boolean =>
  a.handNumber === b.handNumber &&
  a.phase === b.phase &&
  a.bids.length === b.bids.length &&
  a.trick.length === b.trick.length &&
  a.trick.every((play, i) => play.domino === b.trick[i]!.domino);

/** What the cache holds once the room pushes `pushed`: the drawing over it while it is at the same
 * moment and still offers the move (kept as is over a push no newer than its base), else the push. */
export function viewAfterPush(cached: ViewDocument | undefined, pushed: ViewDocument): ViewDocument {
  const pending = (cached as CachedView | undefined)?.unconfirmed;
  if (cached === undefined || pending === undefined) return pushed;
  if (pushed.version <= cached.version) return cached;
  if (!sameMoment(pending.base.view, pushed.view)) return pushed;
  return unconfirmedView(pushed, pending.redraw) ?? pushed;
}

/** What the cache holds once the room refused the move drawn: the room's view under it (as new
 * as any push), or whatever replaced the drawing already. */
export function viewAfterRefusal(cached: ViewDocument | undefined): ViewDocument | undefined {
  return (cached as CachedView | undefined)?.unconfirmed?.base ?? cached;
}
