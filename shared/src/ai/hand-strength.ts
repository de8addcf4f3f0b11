// How strong a hand is for a declaration, read the way a 42 player reads it: trumps held and
// whether they run from the top, the off dominoes that are sure winners (a double, or a domino
// whose betters in its suit are all in hand), count held, suits missing. The weights that turn
// these features into expected points were fitted to double-dummy results of random deals.

import { countOf, DOUBLES, PIP_SET } from '../engine';
import type { DominoSet, PlayMode } from '../engine';
import { MODE_TABLES } from './solver-tables';

/** What a bidder counts in a hand, for one declaration. */
export interface HandFeatures {
  readonly trumps: number;
  /** Trumps held in an unbroken run from the highest trump down. */
  readonly topTrumps: number;
  /** Off dominoes (not trump) that win when led: every better one of their suit is in hand. */
  readonly sureOffs: number;
  /** Count held, in points. */
  readonly count: number;
  /** Count held outside trump. */
  readonly offCount: number;
  /** Pip suits other than trump with no off domino in hand. */
  readonly voids: number;
}

/** The features of `hand` when `mode` is the declaration's play mode. */
export const featuresOf = (hand: DominoSet, mode: PlayMode): HandFeatures => {
  const t = MODE_TABLES[mode]!;
  const trumps = mode <= 7 ? t.follow[mode === 7 ? 7 : mode]! : 0;
  let topTrumps = 0;
  while (topTrumps < 7 && t.ladder[topTrumps]! >= 0 && (hand >> t.ladder[topTrumps]!) & 1 && trumps !== 0)
    topTrumps++;
  let sureOffs = 0;
  let count = 0;
  let offCount = 0;
  let offPips = 0;
  for (let id = 0; id < 28; id++) {
    if (((hand >> id) & 1) === 0) continue;
    count += countOf(id);
    if ((trumps >> id) & 1) continue;
    offCount += countOf(id);
    const suit = t.led[id]!;
    const p = t.power[suit * 28 + id]!;
    let sure = true;
    for (let o = t.follow[suit]! & ~hand; o !== 0; o &= o - 1)
      if (t.power[suit * 28 + 31 - Math.clz32(o & -o)]! > p) sure = false;
    if (sure) sureOffs++;
    for (let pip = 0; pip < 7; pip++) if ((PIP_SET[pip]! >> id) & 1) offPips |= 1 << pip;
  }
  let voids = 0;
  for (let pip = 0; pip < 7; pip++) if (pip !== mode && ((offPips >> pip) & 1) === 0) voids++;
  const held = popcount(hand & trumps);
  return { trumps: held, topTrumps, sureOffs, count, offCount, voids };
};

const popcount = (set: number): number => {
  let n = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) n++;
  return n;
};

/** The doubles in a hand. */
export const doublesIn = (hand: DominoSet): number => popcount(hand & DOUBLES);
