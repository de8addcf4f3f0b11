// The review of a room's finished hand. It reads the member's own view from the room's feed: the
// server shows every dealt hand only once the hand is over, so during play there is nothing to
// review and the screen says so (it never has another seat's hand to show early).
import { bySeat } from '@texas42/shared';
import { Notice } from '../../../components/ui/notice/notice';
import { useHeartbeat } from '../../../hooks/use-heartbeat';
import { useRoomFeed } from '../../../hooks/use-room-feed';
import type { GameClientMode } from '../../../lib/game-client';
import { paths } from '../../../lib/paths';
import { useKeptHand } from '../hooks/use-kept-hand';
import { ReviewScreen } from './review-screen';

export type ReviewRoomProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
};

/** The review screen of one room, or why there is nothing to review. */
export function ReviewRoom({ mode, roomId }: ReviewRoomProps) {
  const { room, view, uid, error } = useRoomFeed(mode, roomId);
  useHeartbeat(mode, roomId, room?.lobby.seats.some((slot) => slot.uid === uid) === true);
  const hand = useKeptHand(view?.view);
  const backTo = paths.room.to(mode, roomId);
  if (view === undefined && error === null) return <div aria-busy="true" />;
  if (hand === null || view === undefined)
    return (
      <Notice title="Nothing to review yet" backTo={backTo} backLabel="Back to the table">
        <p>A hand can be reviewed once it is over. Every hand is shown then, never before.</p>
      </Notice>
    );
  const names = bySeat((seat) => view.view.players[seat].name);
  return <ReviewScreen hand={hand} names={names} viewer={view.view.seat} backTo={backTo} />;
}
