// At a table without a clock, a seat on turn that stays silent would hold everyone up: after a
// while the others are offered to let the AI play for it (the server checks the silence itself).
import type { PlayerView, Seat } from '@texas42/shared';
import { useEffect, useState } from 'react';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';

/** A little more than the server's wait, as this phone saw the turn begin a moment after it did. */
const MARGIN_MS = 1_000;

/** The seat on turn once it has been silent long enough at a table without a clock, else null:
 * another person's seat, not away, while this viewer sits at the table. */
export function useSilentTurn(view: PlayerView, version: number, clocked: boolean): Seat | null {
  const turn = view.turn;
  const waitsOnOther =
    !clocked &&
    view.seat !== null &&
    turn !== null &&
    turn !== view.seat &&
    view.players[turn].kind === 'human' &&
    !view.players[turn].away;
  const [silent, setSilent] = useState<{ version: number; seat: Seat } | null>(null);
  useEffect(() => {
    if (!waitsOnOther) return;
    const timer = setTimeout(
      () => setSilent({ version, seat: turn }),
      PRESENCE_LIMITS.silentTurnMs + MARGIN_MS,
    );
    return () => clearTimeout(timer);
  }, [waitsOnOther, version, turn]);
  return waitsOnOther && silent?.version === version && silent.seat === turn ? turn : null;
}
