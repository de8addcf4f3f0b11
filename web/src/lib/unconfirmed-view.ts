// A player's own move is drawn before the room confirms it: the view document in the query cache
// is swapped for one that shows the move, still at the version the move was made against. A push
// of that version or an older one shows the table before the move and must not undo it; the room's
// next version replaces it (the move confirmed, with whatever followed), and a refusal puts back
// what was there before.
import type { PlayerView } from '@texas42/shared';
import type { ViewDocument } from './game-client';

/** A view document as the cache may hold it: marked while it shows a move the room has not confirmed. */
type CachedView = ViewDocument & { readonly unconfirmed?: true };

/** True while `cached` shows the player's own move before the room confirmed it. */
export const isUnconfirmed = (cached: ViewDocument | undefined): boolean =>
  (cached as CachedView | undefined)?.unconfirmed === true;

/** `document` showing `view`, the player's own move drawn on it before the room confirms it. */
export function unconfirmedView(document: ViewDocument, view: PlayerView): ViewDocument {
  const cached: CachedView = { ...document, view, unconfirmed: true };
  return cached;
}

/** What the cache holds once the room pushes `pushed`: it, unless it is older than the move shown. */
export function viewAfterPush(cached: ViewDocument | undefined, pushed: ViewDocument): ViewDocument {
  return cached !== undefined && isUnconfirmed(cached) && pushed.version <= cached.version ? cached : pushed;
}

/** What the cache holds once the room refused the move shown over `before`: `before` again, unless
 * a newer view from the room has replaced the move already. */
export function viewAfterRefusal(
  cached: ViewDocument | undefined,
  before: ViewDocument,
): ViewDocument | undefined {
  return isUnconfirmed(cached) && cached!.version === before.version ? before : cached;
}
