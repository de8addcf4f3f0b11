// The explanation of an AI's play the player tapped in the trick: one at a time, closed by a
// second tap, and gone with the trick it belongs to. Opening it says it in the table's live log.
import { useState } from 'react';
import type { DominoId } from '@texas42/shared';
import type { TablePosition, TableTrick } from '../table-view-model';

/** The play explained: its trick, chair and domino (the same chair in the next hand's trick of
 * the same number played another). */
type Opened = { readonly trick: number; readonly position: TablePosition; readonly domino: DominoId };

/** Which play is explained, its words, and the tap that opens or closes it. */
export interface PlayReasonState {
  readonly position: TablePosition | null;
  readonly why: string | null;
  readonly toggle: (position: TablePosition) => void;
}

/** The explanation open for `trick`; `say` speaks one as it opens. */
export function usePlayReason(trick: TableTrick, say: (text: string) => void): PlayReasonState {
  const [open, setOpen] = useState<Opened | null>(null);
  // A play of another trick (or one no longer explained) is not shown.
  const play =
    open !== null && open.trick === trick.number
      ? trick.plays.find((p) => p.position === open.position && p.dominoId === open.domino && p.why)
      : undefined;
  const toggle = (position: TablePosition) => {
    const tapped = trick.plays.find((p) => p.position === position);
    if (tapped?.why === undefined || play?.position === position) return setOpen(null);
    setOpen({ trick: trick.number, position, domino: tapped.dominoId });
    say(tapped.why.spoken);
  };
  return { position: play?.position ?? null, why: play?.why?.text ?? null, toggle };
}
