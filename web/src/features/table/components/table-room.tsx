// The table of a running room: the member's view from the feed, turned into the screen's
// picture; taps become actions sent against the view's version; a refused action shows the
// room's message (the feed is resynced by the mutation); another seat's run-out clock is claimed.
// The board shows who watches and coaches; a player answers a request to coach them there, and
// the host a request for a seat the AI plays.
// After the game the host's "Play again" deals the next game here, so everyone keeps their seat.
import { useCallback } from 'react';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument, ViewDocument } from '../../../lib/game-client';
import { hostNameOf } from '../../../lib/host-name';
import { useStartGame } from '../../../hooks/use-start-game';
import { useAct } from '../api/act';
import { useAnswerCoach } from '../api/answer-coach';
import { useAnswerSeat } from '../api/answer-seat';
import { useClaimTimeout } from '../api/claim-timeout';
import { useTableViewModel } from '../hooks/use-table-view-model';
import { useTimeoutClaim } from '../hooks/use-timeout-claim';
import { AudienceChip, CoachRequest, SeatRequest } from './table-audience';
import { TableRoomMenu } from './table-room-menu';
import { TableScreen } from './table-screen';

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
  const table = useTableViewModel(view.view);
  const act = useAct(mode, roomId);
  const claim = useClaimTimeout(mode, roomId);
  const playAgain = useStartGame(mode, roomId);
  const answer = useAnswerCoach(mode, roomId);
  const answerSeat = useAnswerSeat(mode, roomId);
  const { mutate: claimTimeout } = claim;
  const version = view.version;
  useTimeoutClaim(
    view.view,
    useCallback(() => claimTimeout(version), [claimTimeout, version]),
  );
  const failure = act.error ?? playAgain.error ?? answer.error ?? answerSeat.error;
  const refused = failure ? errorMessage(failure) : null;
  return (
    <TableScreen
      view={table}
      pending={act.isPending || playAgain.isPending}
      onAct={(action) => act.mutate({ action, version })}
      onPlayAgain={isHost ? () => playAgain.mutate(version) : undefined}
      waitingFor={isHost ? undefined : hostNameOf(room)}
      notice={
        <>
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
              key={act.submittedAt + playAgain.submittedAt + answer.submittedAt + answerSeat.submittedAt}
              message={refused}
              onDismiss={() => {
                act.reset();
                playAgain.reset();
                answer.reset();
                answerSeat.reset();
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
        />
      }
    />
  );
}
