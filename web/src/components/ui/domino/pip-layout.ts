// Where the pips sit on one half of a domino, as on a real set: centres on a 3x3 grid of a
// 100x100 half drawn upright (a vertical domino). The six is two columns of three; a horizontal
// domino is the same drawing turned a quarter, so its six becomes two rows of three.

/** A pip centre in a 100x100 half. */
export interface Pip {
  readonly x: number;
  readonly y: number;
}

const NEAR = 27;
const MID = 50;
const FAR = 73;

const p = (x: number, y: number): Pip => ({ x, y });

const LAYOUTS: readonly (readonly Pip[])[] = [
  [],
  [p(MID, MID)],
  [p(FAR, NEAR), p(NEAR, FAR)],
  [p(FAR, NEAR), p(MID, MID), p(NEAR, FAR)],
  [p(NEAR, NEAR), p(FAR, NEAR), p(NEAR, FAR), p(FAR, FAR)],
  [p(NEAR, NEAR), p(FAR, NEAR), p(MID, MID), p(NEAR, FAR), p(FAR, FAR)],
  [p(NEAR, NEAR), p(NEAR, MID), p(NEAR, FAR), p(FAR, NEAR), p(FAR, MID), p(FAR, FAR)],
];

/** The pip centres for a half showing `count` (0..6). */
export function pipLayout(count: number): readonly Pip[] {
  const layout = LAYOUTS[count];
  if (!layout) throw new RangeError(`A domino half shows 0..6 pips, not ${count}`);
  return layout;
}
