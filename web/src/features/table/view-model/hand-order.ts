// The order the viewer's dominoes are laid out in: trumps first (strongest first) once trump is
// named, then the rest from the highest end down, so suits sit together as in a held hand.
import { hasPip, highEnd, isDouble, lowEnd } from '@texas42/shared';
import type { DominoId, Pip, Trump } from '@texas42/shared';

const PIP_TRUMPS: Partial<Record<Trump, Pip>> = {
  blanks: 0,
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
};

/** A sort key: lower comes first. */
const rank = (id: DominoId, trump: Trump | null): number => {
  const pip = trump === null ? undefined : PIP_TRUMPS[trump];
  const isTrump = pip !== undefined ? hasPip(id, pip) : trump === 'doubles' && isDouble(id);
  if (!isTrump) return 100 - id;
  if (pip === undefined) return -50 - highEnd(id);
  return isDouble(id) ? -100 : -50 - (highEnd(id) === pip ? lowEnd(id) : highEnd(id));
};

/** The hand in display order. */
export function handOrder(hand: readonly DominoId[], trump: Trump | null): DominoId[] {
  return [...hand].sort((a, b) => rank(a, trump) - rank(b, trump));
}
