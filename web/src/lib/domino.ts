// How dominoes are said aloud. Ids and ends come from the engine (@texas42/shared): id =
// high*(high+1)/2 + low, so 0-0 is 0, 6-4 is 25 and 6-6 is 27; this file adds the spoken names
// that screen readers announce ("six-four", "double blank").
import { highEnd, lowEnd } from '@texas42/shared';
import type { DominoId } from '@texas42/shared';

const PIP_WORDS = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** Spoken form for accessible names: "six-four", "double six", "five-blank". */
export function dominoSpokenName(id: DominoId): string {
  const high = PIP_WORDS[highEnd(id)];
  const low = PIP_WORDS[lowEnd(id)];
  return high === low ? `double ${high}` : `${high}-${low}`;
}
