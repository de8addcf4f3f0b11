// A domino is an id 0..27 with id = high*(high+1)/2 + low (0-0 = 0, 1-0 = 1, 1-1 = 2, ... 6-6 = 27).
// These helpers mirror the engine's encoding; they will be imported from @texas42/shared once
// the engine exports them, and this file will shrink to the display names.

/** Number of dominoes in a double-six set. */
export const DOMINO_COUNT = 28;

const PIP_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** True for an integer id of a double-six domino (0..27). */
export function isDominoId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id < DOMINO_COUNT;
}

function assertDominoId(id: number): void {
  if (!isDominoId(id)) throw new RangeError(`Not a domino id: ${id}`);
}

/** The higher end of a domino (the number it leads when it is not a trump). */
export function dominoHigh(id: number): number {
  assertDominoId(id);
  return Math.floor((Math.sqrt(8 * id + 1) - 1) / 2);
}

/** The lower end of a domino. */
export function dominoLow(id: number): number {
  const high = dominoHigh(id);
  return id - (high * (high + 1)) / 2;
}

/** The id of the domino with these two ends, in either order. */
export function dominoId(a: number, b: number): number {
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  if (!Number.isInteger(high) || !Number.isInteger(low) || low < 0 || high > 6) {
    throw new RangeError(`Not a domino: ${a}-${b}`);
  }
  return (high * (high + 1)) / 2 + low;
}

/** Written form, high end first: "6-4", "6-6". */
export function dominoText(id: number): string {
  return `${dominoHigh(id)}-${dominoLow(id)}`;
}

/** Spoken form for accessible names: "six-four", "double six", "five-blank". */
export function dominoSpokenName(id: number): string {
  const high = PIP_WORDS[dominoHigh(id)];
  const low = PIP_WORDS[dominoLow(id)];
  return high === low ? `double ${high}` : `${high}-${low}`;
}
