// A convention the Expert's side can play: the bidder's partner, when it cannot follow the suit led,
// discards from a suit whose double it holds, and the bidder reads it so. Of everything the
// bidder cannot see, its partner's doubles cost it most: a double is the partner's sure trick,
// and the bidder that knows where it lies can lead to it (docs/performance.md, "What of its
// partner's hand the bidder misses"). Its partner's discards are the one thing it can say.
// The bench plays it (expert-shows-doubles and its kin); no level of the app does, because it
// did not pay (docs/performance.md, "The bidder's partner showing its doubles").

import { DOUBLES, DOUBLES_TRUMP, PIP_SET, dominoId, followersOf, partnerOf, suitLed } from '../engine';
import type { DominoSet, Pip, PlayAction, PlayMode, Seat } from '../engine';
import type { KnowledgeIn } from './knowledge';

/** How a level shows its doubles: the partner shows one when the search finds the showing
 * discard no more than `margin` worse than its best play (a chance, or a tenth of a point in
 * the points game); the bidder keeps `unlike` of a sampled deal's weight for each discard its
 * partner made from a hand that could have shown a double, that shows none of them (none: the
 * bidder reads its partner's discards by the rules of thumb, as any other play). */
export interface ShowingDoubles {
  readonly margin: number;
  readonly unlike?: number;
}

/** The discards of `hand` that show one of its doubles on the trick begun by `trick`: dominoes
 * of a suit whose double, not a trump, is in the hand; none of them when the hand can follow
 * suit, or when the doubles are trump or no suit is (no-trump, nello, sevens). */
export const showingDiscards = (mode: PlayMode, hand: DominoSet, trick: readonly PlayAction[]): DominoSet => {
  if (mode >= DOUBLES_TRUMP || trick.length === 0) return 0;
  if ((hand & followersOf(mode, suitLed(mode, trick[0]!.domino))) !== 0) return 0;
  let shows = 0;
  for (let pip = 0 as Pip; pip < 7; pip++)
    if (pip !== mode && (hand >> dominoId(pip, pip)) & 1) shows |= PIP_SET[pip]!;
  return shows & hand & ~DOUBLES & ~followersOf(mode, mode);
};

/** The seat that shows its doubles in the hand of `k`: the bidder's partner. */
export const showerOf = (k: KnowledgeIn<'playing'>): Seat => partnerOf(k.contract.bidder);
