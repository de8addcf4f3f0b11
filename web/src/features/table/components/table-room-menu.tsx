// What the table menu offers: online, the invite (friends may join a running game and take over
// AI seats) and leaving; offline, moving the game online to invite friends (the score carries
// over and the server deals a fresh hand, which nobody could have worked out); always, home.
import type { Seat } from '@texas42/shared';
import { useNavigate } from 'react-router';
import { InvitePanel } from '../../../components/invite/invite-panel';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { paths } from '../../../lib/paths';
import { useLeaveRoom } from '../api/leave-room';
import { useMoveOnline } from '../api/move-online';
import styles from './table-room-menu.module.css';

export type TableRoomMenuProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly room: RoomDocument;
  /** The viewer's seat and name (null seat: watching). */
  readonly seat: Seat | null;
  readonly name: string;
};

/** The menu sheet's content for a live table. */
export function TableRoomMenu({ mode, roomId, room, seat, name }: TableRoomMenuProps) {
  const navigate = useNavigate();
  const leave = useLeaveRoom(mode, roomId);
  const moveOnline = useMoveOnline();
  const failed = leave.isError ? leave.error : moveOnline.isError ? moveOnline.error : null;
  return (
    <>
      {mode === 'online' && room.status === 'playing' && <InvitePanel code={room.code} />}
      {mode === 'offline' && seat !== null && room.status === 'playing' && (
        <Button
          block
          pending={moveOnline.isPending}
          onClick={() =>
            moveOnline.mutate(
              { playerName: name, seat },
              { onSuccess: (next) => navigate(paths.room.to('online', next.roomId)) },
            )
          }
        >
          Invite friends: continue online
        </Button>
      )}
      {mode === 'offline' && seat !== null && room.status === 'playing' && (
        <p className={styles.note}>The score carries over; the server deals a fresh hand.</p>
      )}
      {mode === 'online' && (
        <Button
          variant="secondary"
          block
          pending={leave.isPending}
          onClick={() => leave.mutate(undefined, { onSuccess: () => navigate(paths.home.to()) })}
        >
          Leave table
        </Button>
      )}
      <LinkButton to={paths.home.to()} variant="secondary">
        Home
      </LinkButton>
      {failed && <Toast message={errorMessage(failed)} />}
    </>
  );
}
