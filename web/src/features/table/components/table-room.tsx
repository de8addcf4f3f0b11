// The table of a running room: the member's view from the feed, turned into the screen's
// picture; taps become actions sent against the view's version; a refused action shows the
// room's message (the feed is resynced by the mutation); another seat's run-out clock is claimed.
import { useCallback } from 'react';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument, ViewDocument } from '../../../lib/game-client';
import { useAct } from '../api/act';
import { useClaimTimeout } from '../api/claim-timeout';
import { useTableViewModel } from '../hooks/use-table-view-model';
import { useTimeoutClaim } from '../hooks/use-timeout-claim';
import { TableRoomMenu } from './table-room-menu';
import { TableScreen } from './table-screen';

export type TableRoomProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly view: ViewDocument;
  readonly room: RoomDocument;
  /** Starts a new game (offered on the game result). */
  readonly onPlayAgain?: () => void;
  readonly playAgainPending?: boolean;
};

/** The live table for one member. */
export function TableRoom(props: TableRoomProps) {
  const { mode, roomId, view, room, onPlayAgain, playAgainPending = false } = props;
  const seat = view.view.seat;
  const table = useTableViewModel(view.view);
  const act = useAct(mode, roomId);
  const claim = useClaimTimeout(mode, roomId);
  const { mutate: claimTimeout } = claim;
  const version = view.version;
  useTimeoutClaim(
    view.view,
    useCallback(() => claimTimeout(version), [claimTimeout, version]),
  );
  const refused = act.isError ? errorMessage(act.error) : null;
  return (
    <TableScreen
      view={table}
      pending={act.isPending || playAgainPending}
      onAct={(action) => act.mutate({ action, version })}
      onPlayAgain={onPlayAgain}
      notice={refused && <Toast key={act.submittedAt} message={refused} onDismiss={() => act.reset()} />}
      menu={
        <TableRoomMenu
          mode={mode}
          roomId={roomId}
          room={room}
          seat={seat}
          name={seat === null ? 'Player' : view.view.players[seat].name}
        />
      }
    />
  );
}
