// A daily deal is one hand: there is no next hand to wait for. Once its hand is over, the player's
// agreement to score it goes by itself, so the hand's end leads straight to the daily's own sheet
// (stars, today's comparison, the share). It goes once a hand; should it fail, the sheet's button
// sends it again.
import type { Action } from '@texas42/shared';
import { useEffect, useRef } from 'react';
import type { TableViewModel } from '../table-view-model';

/** At a daily table (`daily`), sends the hand's "Next hand" agreement by itself once it is offered. */
export function useDailyEnd(
  daily: boolean,
  view: TableViewModel,
  pending: boolean,
  onAct: (action: Action) => void,
): void {
  const sent = useRef(false);
  const agree = daily && view.handResult !== null && !pending ? (view.consensus?.action ?? null) : null;
  useEffect(() => {
    if (agree === null || sent.current) return;
    sent.current = true;
    onAct(agree);
  }, [agree, onAct]);
}
