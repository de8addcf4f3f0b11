// The 28 dominoes of a double-six set as small integer ids, so a hand is a 28-bit mask.
// Id = high * (high + 1) / 2 + low: 0-0 is 0, 1-0 is 1, 1-1 is 2, ... 6-6 is 27.

import type { Pip } from './vocabulary';

/** A domino's id, 0..27. */
export type DominoId = number;

/** A set of dominoes as a bit mask: bit `id` is set when the domino is in the set. */
export type DominoSet = number;

export const DOMINO_COUNT = 28;

/** Every domino of the set, as a mask. */
export const ALL_DOMINOES: DominoSet = (1 << DOMINO_COUNT) - 1;

const HIGH: Pip[] = [];
const LOW: Pip[] = [];
for (let high = 0; high <= 6; high++) {
  for (let low = 0; low <= high; low++) {
    HIGH.push(high as Pip);
    LOW.push(low as Pip);
  }
}

/** The higher end of a domino (either end of a double). */
export const highEnd = (id: DominoId): Pip => HIGH[id]!;

/** The lower end of a domino. */
export const lowEnd = (id: DominoId): Pip => LOW[id]!;

/** The domino with these two ends, in either order. */
export const dominoId = (a: Pip, b: Pip): DominoId => {
  const high = Math.max(a, b);
  return (high * (high + 1)) / 2 + Math.min(a, b);
};

/** True when both ends match. */
export const isDouble = (id: DominoId): boolean => HIGH[id] === LOW[id];

/** True when one of the ends is `pip`. */
export const hasPip = (id: DominoId, pip: Pip): boolean => HIGH[id] === pip || LOW[id] === pip;

/** The points a domino carries: 10 for 5-5 and 6-4, 5 for 5-0, 4-1 and 3-2 (the count). */
export const countOf = (id: DominoId): number => {
  const sum = HIGH[id]! + LOW[id]!;
  return sum === 10 ? 10 : sum === 5 ? 5 : 0;
};

/** Written high-low, as players say it: "6-4". */
export const dominoName = (id: DominoId): string => `${HIGH[id]}-${LOW[id]}`;

/** Parses "6-4" or "4-6"; undefined for anything else. */
export const parseDomino = (text: string): DominoId | undefined => {
  const match = /^([0-6])-([0-6])$/.exec(text);
  return match ? dominoId(Number(match[1]) as Pip, Number(match[2]) as Pip) : undefined;
};

/** True for a whole number 0..27. */
export const isDominoId = (value: unknown): value is DominoId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DOMINO_COUNT;

/** The dominoes of a set, lowest id first. */
export const dominoesIn = (set: DominoSet): DominoId[] => {
  const ids: DominoId[] = [];
  for (let rest = set; rest !== 0; rest &= rest - 1) ids.push(31 - Math.clz32(rest & -rest));
  return ids;
};

/** How many dominoes a set holds. */
export const sizeOf = (set: DominoSet): number => {
  let n = set - ((set >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** The set holding exactly these dominoes. */
export const setOf = (ids: readonly DominoId[]): DominoSet => ids.reduce((set, id) => set | (1 << id), 0);

/** The set of dominoes showing `pip` at either end. */
export const PIP_SET: readonly DominoSet[] = [0, 1, 2, 3, 4, 5, 6].map((pip) =>
  setOf([...Array(DOMINO_COUNT).keys()].filter((id) => hasPip(id, pip as Pip))),
);

/** The seven doubles. */
export const DOUBLES: DominoSet = setOf([...Array(DOMINO_COUNT).keys()].filter(isDouble));
