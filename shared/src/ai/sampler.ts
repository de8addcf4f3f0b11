// Dealing the hidden dominoes uniformly among all deals that fit what the seat knows. Dominoes
// fall into classes by which seats may hold them (and whether they are doubles, when a seat must
// hold some); counting the ways to finish a deal class by class makes every fitting deal equally
// likely, with no rejection and no bias toward the seats dealt first.

import { DOUBLES } from '../engine';
import type { BySeat, DominoSet } from '../engine';
import type { Constraints } from './inference';
import type { Rng } from './rng';

interface DominoClass {
  /** The seats (bits 0..3) that may hold these dominoes. */
  readonly seats: number;
  readonly doubles: boolean;
  readonly ids: readonly number[];
}

const FACTORIAL = [1];
for (let n = 1; n <= 28; n++) FACTORIAL.push(FACTORIAL[n - 1]! * n);

/** Deals fitting a seat's constraints; build once per decision, then draw as many as needed. */
export class DealSampler {
  private readonly classes: DominoClass[] = [];
  private readonly memo = new Map<number, number>();
  private readonly takers: number[];
  private readonly doublesSeat: number;
  private readonly minDoubles: number;

  constructor(
    private readonly own: BySeat<DominoSet>,
    private readonly constraints: Constraints,
  ) {
    const { hidden, counts, forbidden } = constraints;
    this.takers = [0, 1, 2, 3].filter((seat) => counts[seat]! > 0);
    this.doublesSeat = constraints.minDoubles?.seat ?? -1;
    this.minDoubles = constraints.minDoubles?.count ?? 0;
    const byKey = new Map<number, number[]>();
    for (let rest = hidden; rest !== 0; rest &= rest - 1) {
      const id = 31 - Math.clz32(rest & -rest);
      let seats = 0;
      for (const seat of this.takers) if (((forbidden[seat]! >> id) & 1) === 0) seats |= 1 << seat;
      const doubles = this.minDoubles > 0 && ((DOUBLES >> id) & 1) === 1;
      const key = seats * 2 + (doubles ? 1 : 0);
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    }
    for (const [key, ids] of byKey) this.classes.push({ seats: key >> 1, doubles: (key & 1) === 1, ids });
  }

  /** The number of fitting deals (0 when the constraints contradict each other). */
  count(): number {
    return this.ways(
      0,
      this.takers.map((seat) => this.constraints.counts[seat]!),
      this.minDoubles,
    );
  }

  /** One fitting deal, every fitting deal equally likely; the seat's own hand (`own`) included. */
  draw(rng: Rng): BySeat<DominoSet> {
    const [a, b, c, d] = this.own;
    const hands: [DominoSet, DominoSet, DominoSet, DominoSet] = [a, b, c, d];
    let need = this.takers.map((seat) => this.constraints.counts[seat]!);
    let doubles = this.minDoubles;
    this.classes.forEach((cls, i) => {
      const splits = this.splitsOf(cls, need);
      const weights = splits.map((split) => this.weightOf(cls, split, i, need, doubles));
      let pick = rng.next() * weights.reduce((a, b) => a + b, 0);
      let chosen = splits.length - 1;
      for (let s = 0; s < splits.length; s++)
        if ((pick -= weights[s]!) < 0) {
          chosen = s;
          break;
        }
      const split = splits[chosen]!;
      const ids = cls.ids.slice();
      for (let j = ids.length - 1; j > 0; j--) {
        const k = rng.below(j + 1);
        [ids[j], ids[k]] = [ids[k]!, ids[j]!];
      }
      let at = 0;
      split.forEach((take, t) => {
        for (let n = 0; n < take; n++) hands[this.takers[t]!]! |= 1 << ids[at++]!;
      });
      need = need.map((n, t) => n - split[t]!);
      doubles = this.doublesLeft(cls, split, doubles);
    });
    return hands;
  }

  /** Every way to share a class's dominoes among the seats that may take them, within `need`. */
  private splitsOf(cls: DominoClass, need: readonly number[]): number[][] {
    const splits: number[][] = [];
    const open = this.takers.map((seat, t) => ((cls.seats >> seat) & 1 ? need[t]! : 0));
    const build = (t: number, left: number, split: number[]): void => {
      if (t === open.length - 1) {
        if (left <= open[t]!) splits.push([...split, left]);
        return;
      }
      for (let take = 0; take <= Math.min(left, open[t]!); take++)
        build(t + 1, left - take, [...split, take]);
    };
    if (open.length > 0) build(0, cls.ids.length, []);
    return splits;
  }

  private doublesLeft(cls: DominoClass, split: readonly number[], doubles: number): number {
    if (!cls.doubles) return doubles;
    const t = this.takers.indexOf(this.doublesSeat);
    return Math.max(0, doubles - (t < 0 ? 0 : split[t]!));
  }

  private weightOf(
    cls: DominoClass,
    split: readonly number[],
    i: number,
    need: readonly number[],
    doubles: number,
  ): number {
    const ways = split.reduce((w, take) => w / FACTORIAL[take]!, FACTORIAL[cls.ids.length]!);
    const rest = need.map((n, t) => n - split[t]!);
    return ways * this.ways(i + 1, rest, this.doublesLeft(cls, split, doubles));
  }

  /** Ways to deal classes `i..` so each seat gets exactly `need` and the doubles seat `doubles` more. */
  private ways(i: number, need: readonly number[], doubles: number): number {
    if (i === this.classes.length) return need.every((n) => n === 0) && doubles === 0 ? 1 : 0;
    const key = need.reduce((k, n) => k * 8 + n, i) * 8 + doubles;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const cls = this.classes[i]!;
    let total = 0;
    for (const split of this.splitsOf(cls, need)) total += this.weightOf(cls, split, i, need, doubles);
    this.memo.set(key, total);
    return total;
  }
}
