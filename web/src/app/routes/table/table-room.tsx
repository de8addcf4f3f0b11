// The table of a running room: the member's view from the feed, turned into the screen's
// picture; taps become actions sent against the view's version; a refused action shows the
// room's message (the feed is resynced by the mutation); another seat's run-out clock is claimed,
// and so is a seat whose phone has gone silent (use-presence.ts). A player the AI plays for can
// say they are back; at a table without a clock a silent seat on turn whose phone is not at the
// table can be handed to the AI (a refusal says why).
// The board shows who watches and coaches; a player answers a request to coach them there, and
// the host a request for a seat the AI plays (or the first in the queue once a seat is free). A
// watcher is told so, from whose side, and may join the queue for the next free seat; a plain
// watcher picks whose side to watch from (kept on the device); a coach sees the coached seat's.
// After the game the host's "Play again" deals the next game here, so everyone keeps their seat;
// a daily deal ends instead on its stars, today's comparison and the share.
// This is where the table meets the features drawn on it (presence, audience, the daily deal, the
// bid outlook, the room menu): features never import each other, so the route composes them into
// the table screen's slots.
import { dailyDate } from '@texas42/shared';
import { Suspense, lazy, useCallback } from 'react';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument, ViewDocument } from '../../../lib/game-client';
import { hostNameOf } from '../../../lib/host-name';
import { paths } from '../../../lib/paths';
import { isUnconfirmed } from '../../../lib/unconfirmed-view';
import { useStartGame } from '../../../hooks/use-start-game';
import { useAct } from '../../../features/table/api/act';
import { useAnswerCoach } from '../../../features/audience/api/answer-coach';
import { useAnswerSeat } from '../../../features/audience/api/answer-seat';
import { useClaimTimeout } from '../../../features/presence/api/claim-timeout';
import { useDailyStanding } from '../../../features/daily/api/daily-standing';
import { useMarkAway } from '../../../features/presence/api/mark-away';
import { useSetAway } from '../../../features/presence/api/set-away';
import { useWaitForSeat } from '../../../features/audience/api/wait-for-seat';
import { queueOf } from '../../../features/audience/audience';
import { usePresence } from '../../../features/presence/hooks/use-presence';
import { useSilentTurn } from '../../../features/presence/hooks/use-silent-turn';
import { useAnnouncer } from '../../../features/table/hooks/use-announcer';
import { useTableViewModel } from '../../../features/table/hooks/use-table-view-model';
import { useTimeoutClaim } from '../../../features/presence/hooks/use-timeout-claim';
import { useWatchFrom } from '../../../features/audience/hooks/use-watch-from';
import { PresenceNotice } from '../../../features/presence/components/presence-notice';
import {
  AudienceChip,
  CoachRequest,
  SeatRequest,
} from '../../../features/audience/components/table-audience';
import { TableRoomMenu } from './table-room-menu';
import { AiPaceNotice } from '../../../features/room/components/ai-pace-notice';
import { viewerOf } from '../../../features/table/view-model/from-player-view';
import { TableScreen } from '../../../features/table/components/table-screen';
import { WatchingNotice } from '../../../features/audience/components/watching-notice';
import { BidOutlookButton } from '../../../features/outlook/components/bid-outlook';

/** The daily deal's result sheet, loaded when a daily table ends (most tables never show it). */
const DailyResult = lazy(() =>
  import('../../../features/daily/components/daily-result').then((module) => ({
    default: module.DailyResult,
  })),
);

export type TableRoomProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly view: ViewDocument;
  readonly room: RoomDocument;
  /** The member's uid: the host is offered "Play again" once the game is over. */
  readonly uid: string | undefined;
};

/** The live table for one member. */
export function TableRoom(props: TableRoomProps) {
  const { mode, roomId, view, room, uid } = props;
  const isHost = uid !== undefined && room.hostUid === uid;
  const seat = view.view.seat;
  const [watchFrom, chooseWatchFrom] = useWatchFrom(roomId);
  const plainWatcher = seat === null && !view.view.capabilities.some((c) => c.type === 'observe-hand');
  const table = useTableViewModel(view.view, isUnconfirmed(view), plainWatcher ? watchFrom : null);
  // A daily deal is a table of one hand: told without marks, as its score shows none.
  const daily = dailyDate(room.lobby.transformers);
  const announcer = useAnnouncer(
    view.view,
    viewerOf(view.view, plainWatcher ? watchFrom : null),
    daily !== null,
  );
  const act = useAct(mode, roomId);
  const claim = useClaimTimeout(mode, roomId);
  // The offer's own claim, so that a refusal (the player is still at the table) is shown.
  const letAiPlay = useClaimTimeout(mode, roomId);
  const playAgain = useStartGame(mode, roomId);
  const answer = useAnswerCoach(mode, roomId);
  const answerSeat = useAnswerSeat(mode, roomId);
  const waitForSeat = useWaitForSeat(mode, roomId);
  const watcher = room.lobby.watchers.find((w) => w.uid === uid);
  const place = watcher === undefined ? -1 : queueOf(room).indexOf(watcher);
  const { mutate: claimTimeout } = claim;
  const version = view.version;
  useTimeoutClaim(
    view.view,
    useCallback(() => claimTimeout(version), [claimTimeout, version]),
  );
  const { mutate: markAway } = useMarkAway(mode, roomId);
  const setAway = useSetAway(mode, roomId);
  const absent = usePresence(
    mode,
    roomId,
    view.view,
    room.lobby.seats.map((slot) => slot.uid),
    markAway,
  );
  const dailyStanding = useDailyStanding(mode, daily, table.dailyResult !== null);
  const silent = useSilentTurn(view.view, version, room.lobby.turnTimeLimit !== null, absent);
  const failure =
    act.error ??
    playAgain.error ??
    answer.error ??
    setAway.error ??
    answerSeat.error ??
    letAiPlay.error ??
    waitForSeat.error;
  const refused = failure ? errorMessage(failure) : null;
  return (
    <TableScreen
      view={table}
      pending={act.isPending || playAgain.isPending}
      onAct={(action) => act.mutate({ action, version })}
      onPlayAgain={isHost ? () => playAgain.mutate(version) : undefined}
      waitingFor={isHost ? undefined : hostNameOf(room)}
      reviewTo={paths.review.to(mode, roomId)}
      dailyResult={(result) => (
        <Suspense fallback={null}>
          <DailyResult result={result} standing={dailyStanding} />
        </Suspense>
      )}
      outlook={(ask, title) => <BidOutlookButton ask={ask} title={title} />}
      announcer={announcer}
      daily={daily ?? undefined}
      notice={
        <>
          {watcher !== undefined && (
            <WatchingNotice
              side={table.players.bottom.name}
              coaching={!plainWatcher}
              place={place < 0 ? null : place + 1}
              pending={waitForSeat.isPending}
              onAsk={
                mode === 'online' && room.status === 'playing'
                  ? () => waitForSeat.mutate({ playerName: watcher.name, inviteCode: room.code })
                  : undefined
              }
            />
          )}
          {mode === 'online' && (
            <PresenceNotice
              away={seat !== null && view.view.players[seat].away}
              silent={silent === null ? null : view.view.players[silent].name}
              pending={setAway.isPending || claim.isPending || letAiPlay.isPending}
              onBack={() => seat !== null && setAway.mutate({ seat, away: false })}
              onLetAiPlay={() => letAiPlay.mutate(version)}
            />
          )}
          {mode === 'offline' && <AiPaceNotice mode={mode} roomId={roomId} room={room} isHost={isHost} />}
          <CoachRequest
            room={room}
            uid={uid}
            pending={answer.isPending}
            onAnswer={(watcher, accept) => answer.mutate({ uid: watcher, accept })}
          />
          <SeatRequest
            room={room}
            uid={uid}
            pending={answerSeat.isPending}
            onAnswer={(watcher, accept) => answerSeat.mutate({ uid: watcher, accept })}
          />
          {refused && (
            <Toast
              key={
                act.submittedAt +
                playAgain.submittedAt +
                answer.submittedAt +
                setAway.submittedAt +
                answerSeat.submittedAt +
                letAiPlay.submittedAt +
                waitForSeat.submittedAt
              }
              message={refused}
              onDismiss={() => {
                act.reset();
                playAgain.reset();
                answer.reset();
                setAway.reset();
                answerSeat.reset();
                letAiPlay.reset();
                waitForSeat.reset();
              }}
            />
          )}
        </>
      }
      audience={<AudienceChip room={room} />}
      menu={
        <TableRoomMenu
          mode={mode}
          roomId={roomId}
          room={room}
          seat={seat}
          name={seat === null ? 'Player' : view.view.players[seat].name}
          uid={uid}
          isHost={isHost}
          watchFrom={plainWatcher ? { seat: watchFrom ?? 0, onChoose: chooseWatchFrom } : undefined}
        />
      }
    />
  );
}
