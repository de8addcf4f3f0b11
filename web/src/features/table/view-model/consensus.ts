// "Next": after a trick, and after a hand, every seat agrees before the table moves on (AI seats
// agree at once). The panel shows who has agreed and whom the table still waits for. After the
// hand that wins the game there is no next hand: the button leads to the game's result.
import { SEATS, winnerOnceScored } from '@texas42/shared';
import type { PlayerView, Seat } from '@texas42/shared';
import { positionOf } from '../table-view-model';
import type { ByPosition, TableConsensus, TablePosition } from '../table-view-model';
import { listOfNames } from '../../../lib/labels';

/** Whether the hand on the table, once scored, wins the game for one side. */
const endsGame = (view: PlayerView): boolean =>
  view.outcome !== null && winnerOnceScored(view, view.outcome) !== null;

/** The consensus panel while the table waits for agreement, else null. */
export function consensusPanel(view: PlayerView, viewer: Seat): TableConsensus | null {
  const { pending, agreed } = view.consensus;
  if (pending === null) return null;
  const byPosition = Object.fromEntries(
    SEATS.map((seat) => [positionOf(viewer, seat), agreed[seat]]),
  ) as Record<TablePosition, boolean> as ByPosition<boolean>;
  const others = SEATS.filter((seat) => seat !== view.seat && !agreed[seat]);
  const action = view.validActions.find((a) => a.type === 'agree' && a.to === pending) ?? null;
  return {
    label: pending !== 'score-hand' ? 'Next' : endsGame(view) ? 'See the result' : 'Next hand',
    action,
    agreed: byPosition,
    waiting:
      others.length === 0 ? null : `Waiting for ${listOfNames(others.map((s) => view.players[s].name))}`,
  };
}
