// The review of a room's finished hand. It reads the member's own view from the room's feed: the
// server shows every dealt hand only once the hand is over, so during play there is nothing to
// review and the screen says so (it never has another seat's hand to show early); a room this
// phone cannot open is said to be so, as its table's address says it. At a daily deal
// the other hands stay secret until the day is over everywhere: until then the review shows what
// the player saw (their own hand and every play), and once that time has come it asks the server
// to open the table.
import { bySeat, dailyDate, dailyOpensAt, opensAtWords, seenHandFromView } from '@texas42/shared';
import { useMemo } from 'react';
import { Notice } from '../../../components/ui/notice/notice';
import { RoomMissing } from '../../../components/room-missing/room-missing';
import { useHeartbeat } from '../../../hooks/use-heartbeat';
import { useRoomFeed } from '../../../hooks/use-room-feed';
import type { GameClientMode } from '../../../lib/game-client';
import { paths } from '../../../lib/paths';
import { useOpenDaily } from '../api/open-daily';
import { useKeptHand } from '../hooks/use-kept-hand';
import { ReviewScreen } from './review-screen';

export type ReviewRoomProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
};

/** The review screen of one room, or why there is nothing to review. */
export function ReviewRoom({ mode, roomId }: ReviewRoomProps) {
  // Only read: a review opened beside the table (in another tab) leaves the game to that tab.
  const { room, view, uid, error } = useRoomFeed(mode, roomId, 'read');
  useHeartbeat(mode, roomId, room?.lobby.seats.some((slot) => slot.uid === uid) === true);
  const kept = useKeptHand(view?.view);
  const hand = kept?.hand ?? null;
  const seen = useMemo(() => (view === undefined ? null : seenHandFromView(view.view)), [view]);
  const daily = room === undefined ? null : dailyDate(room.lobby.transformers);
  const secret = hand === null && seen !== null && seen.hidden.length > 0 && daily !== null;
  useOpenDaily(mode, roomId, secret ? dailyOpensAt(daily!) : null);
  const backTo = paths.room.to(mode, roomId);
  // Offline, another tab started a new game in this one's place: the hand on show is no longer kept,
  // and the review says so as the table would, rather than show a game the phone no longer has.
  if (error?.code === 'client/no-game') return <RoomMissing mode={mode} error={error} />;
  if (view === undefined)
    return error === null ? <div aria-busy="true" /> : <RoomMissing mode={mode} error={error} />;
  if (hand === null && !secret)
    return (
      <Notice title="Nothing to review yet" backTo={backTo} backLabel="Back to the table">
        <p>A hand can be reviewed once it is over. Every hand is shown then, never before.</p>
      </Notice>
    );
  const names = bySeat((seat) => view.view.players[seat].name);
  if (hand === null)
    return (
      <ReviewScreen
        hand={seen!.hand}
        names={names}
        playedBy={view.view.playedBy ?? []}
        viewer={view.view.seat}
        backTo={backTo}
        secret={{
          hidden: seen!.hidden,
          words: `Everyone plays this deal today, so the other hands stay hidden until ${opensAtWords(daily!)}, when the day is over everywhere. Until then you see what you saw at the table.`,
        }}
      />
    );
  return (
    <ReviewScreen
      hand={hand}
      names={names}
      playedBy={kept!.playedBy}
      viewer={view.view.seat}
      backTo={backTo}
    />
  );
}
