// The order the viewer's dominoes are laid out in: trumps first (strongest first) once trump is
// named, then the rest from the highest end down, so suits sit together as in a held hand.
import { hasPip, highEnd, isDouble, lowEnd, trumpPip } from '@texas42/shared';
import type { DominoId, Trump } from '@texas42/shared';

/** A sort key: lower comes first. */
const rank = (id: DominoId, trump: Trump | null): number => {
  const pip = trump === null ? null : trumpPip(trump);
  const isTrump = pip !== null ? hasPip(id, pip) : trump === 'doubles' && isDouble(id);
  if (!isTrump) return 100 - id;
  if (pip === null) return -50 - highEnd(id);
  return isDouble(id) ? -100 : -50 - (highEnd(id) === pip ? lowEnd(id) : highEnd(id));
};

/** The hand in display order. */
export function handOrder(hand: readonly DominoId[], trump: Trump | null): DominoId[] {
  return [...hand].sort((a, b) => rank(a, trump) - rank(b, trump));
}
