// When another seat lets its turn clock run out, this player's app calls time on it, a moment
// after the deadline (plus a little jitter, so not every phone asks at once).
import type { PlayerView } from '@texas42/shared';
import { useEffect } from 'react';

/** Calls `claim` shortly after the deadline of a seat that is not the viewer's. */
export function useTimeoutClaim(view: PlayerView, claim: () => void): void {
  const deadline = view.turnDeadline;
  const owedByOther = view.seat !== null && view.turn !== view.seat && view.validActions.length === 0;
  useEffect(() => {
    if (deadline === null || !owedByOther) return;
    const wait = Math.max(0, deadline - Date.now()) + 500 + Math.floor(Math.random() * 1500);
    const timer = setTimeout(claim, wait);
    return () => clearTimeout(timer);
  }, [deadline, owedByOther, claim]);
}
