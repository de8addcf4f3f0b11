// When another seat lets its turn clock run out, this player's app calls time on it: at once if
// this player is the first in line (see timeout-claimant.ts), otherwise only after the phones
// before it had their chance, so one claim is made rather than one per phone.
import type { PlayerView } from '@texas42/shared';
import { useEffect } from 'react';
import { claimDelay } from '../timeout-claimant';

/** Calls `claim` when it is this player's turn to call time on a seat that is not the viewer's. */
export function useTimeoutClaim(view: PlayerView, claim: () => void): void {
  const deadline = view.turnDeadline;
  const owedByOther = view.seat !== null && view.turn !== view.seat && view.validActions.length === 0;
  const delay = claimDelay(view);
  useEffect(() => {
    if (deadline === null || !owedByOther || delay === null) return;
    const timer = setTimeout(claim, Math.max(0, deadline - Date.now()) + delay);
    return () => clearTimeout(timer);
  }, [deadline, owedByOther, delay, claim]);
}
