// Why a room's address has nothing to show: the player is not (or no longer) at the table, or
// the table is gone. The room and its hand review say it in the same words. Online the room only
// tells this phone it may not read the table, never why: the player may have moved their seat to
// another phone, left (or been sent away) earlier, or opened a table they never joined, so the
// words cover each. Offline the only table is the one kept on this phone, so a room it cannot open
// is a game no longer there, never a seat taken by another phone.
import { Notice } from '../ui/notice/notice';
import type { GameClientError, GameClientMode } from '../../lib/game-client';

export type RoomMissingProps = {
  readonly mode: GameClientMode;
  readonly error: GameClientError;
};

/** The notice for a room this phone cannot open, with the way home. */
export function RoomMissing({ mode, error }: RoomMissingProps) {
  if (mode === 'online' && error.code === 'room/not-member')
    return (
      <Notice title="You are not at this table">
        <p>
          This phone has no seat or place at it. If you moved your seat to another phone, play on there; if
          you left it, or never joined it, join with the table’s invite link.
        </p>
      </Notice>
    );
  return (
    <Notice title={mode === 'online' ? 'Room not found' : 'Game not found'}>
      <p>{error.message}</p>
    </Notice>
  );
}
