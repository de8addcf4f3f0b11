// At a table without a clock, a seat on turn whose phone is not at the table would hold everyone
// up: after a while the others are offered to let the AI play for it. A player who is there keeps
// their turn however long they think (the server checks both the silence and the phone itself).
import type { PlayerView, Seat } from '@texas42/shared';
import { useEffect, useState } from 'react';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';

/** A little more than the server's wait, as this phone saw the turn begin a moment after it did. */
const MARGIN_MS = 1_000;

/** The seat on turn once it has been silent long enough at a table without a clock while its
 * phone is not at the table (`absent`, use-presence.ts), else null: another person's seat, not
 * away, while this viewer sits at the table. */
export function useSilentTurn(
  view: PlayerView,
  version: number,
  clocked: boolean,
  absent: readonly Seat[],
): Seat | null {
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
  return waitsOnOther && silent?.version === version && silent.seat === turn && absent.includes(turn)
    ? turn
    : null;
}
