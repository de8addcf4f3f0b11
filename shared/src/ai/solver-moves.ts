// Which plays the solver need not search. Two plays from one hand that do exactly the same give
// the same value: in sevens, dominoes of the same pip total; otherwise two members of the
// exclusive suit (trumps, or nello's doubles) worth the same count with nothing of another hand
// ranking between them, and on the same side of the trick's current winner.

import { COUNT_CLASS as COUNT_CLASS_TABLE, PIP_TOTAL as PIP_TOTAL_TABLE } from './solver-tables';
import type { ModeTables } from './solver-tables';

const N = 28;
const COUNT_CLASS = COUNT_CLASS_TABLE;
const PIP_TOTAL = PIP_TOTAL_TABLE;

const lowest = (set: number): number => 31 - Math.clz32(set & -set);

/** Sevens: the dominoes of a hand nearest 7 pips (sevens power is the power in suit 0). */
export const nearestSevens = (power: Int8Array, hand: number): number => {
  let best = 0;
  let bestPower = 0;
  for (let rest = hand; rest !== 0; rest &= rest - 1) {
    const id = lowest(rest);
    const p = power[id]!;
    if (p > bestPower) {
      bestPower = p;
      best = 1 << id;
    } else if (p === bestPower) best |= 1 << id;
  }
  return best;
};

/** The legal plays whose value an earlier play of the same kind already gives; `others` are the
 * unplayed dominoes of the other seats in play. */
export const redundant = (
  t: ModeTables,
  legal: number,
  hand: number,
  others: number,
  len: number,
  suit: number,
  bestPow: number,
): number => {
  let skip = 0;
  let seen = 0;
  if (t.sevens) {
    for (let rest = legal; rest !== 0; rest &= rest - 1) {
      const id = lowest(rest);
      const key = 1 << PIP_TOTAL[id]!;
      if (seen & key) skip |= 1 << id;
      else seen |= key;
    }
    return skip;
  }
  const mine = legal & t.exclusive & hand;
  if ((mine & (mine - 1)) === 0) return 0;
  for (let i = 0; i < 8; i++) {
    const id = t.ladder[i]!;
    if (id < 0) break;
    const bit = 1 << id;
    if (others & bit) seen = 0;
    else if (mine & bit) {
      const side = len > 0 && t.power[suit * N + id]! > bestPow ? 1 : 0;
      const key = 1 << (COUNT_CLASS[id]! * 2 + side);
      if (seen & key) skip |= bit;
      else seen |= key;
    }
  }
  return skip;
};

/** True when plays `a` and `b` of one hand do exactly the same (the pairs `redundant` finds). */
export const twins = (
  t: ModeTables,
  others: number,
  a: number,
  b: number,
  len: number,
  suit: number,
  bestPow: number,
): boolean => {
  if (t.sevens) return PIP_TOTAL[a] === PIP_TOTAL[b];
  if (((t.exclusive >> a) & 1) === 0 || ((t.exclusive >> b) & 1) === 0 || COUNT_CLASS[a] !== COUNT_CLASS[b])
    return false;
  const side = (id: number) => len > 0 && t.power[suit * N + id]! > bestPow;
  if (side(a) !== side(b)) return false;
  let between = false;
  let inside = false;
  for (let i = 0; i < 8 && t.ladder[i]! >= 0; i++) {
    const id = t.ladder[i]!;
    if (id === a || id === b) {
      if (inside) return !between;
      inside = true;
    } else if (inside && (others >> id) & 1) between = true;
  }
  return false;
};
