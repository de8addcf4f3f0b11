// /room/:roomId (online) and /offline/:roomId: one room, live. The room's documents come from
// the transport's feed; the lobby shows until the host starts, then the table (its code loads on
// demand, so the home screen stays light, and is fetched as soon as a room opens). After the
// game the host's "Play again" deals the next game at the same table, so everyone stays put.
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { RoomMissing } from '../../components/room-missing/room-missing';
import { LobbyScreen } from '../../features/lobby/components/lobby-screen';
import { useHostAway } from '../../features/presence/hooks/use-host-away';
import { useLeavingRoom } from '../../hooks/use-leave-room';
import { OtherTabNotice } from '../../features/room/components/other-tab-notice';
import { useHeartbeat } from '../../hooks/use-heartbeat';
import { useRoomFeed } from '../../hooks/use-room-feed';
import type { GameClientMode } from '../../lib/game-client';
import { RoomLoading } from './room-loading';

const loadTable = () => import('./table/table-room');
const TableRoom = lazy(async () => ({ default: (await loadTable()).TableRoom }));

/** The lobby or the table of one room, whichever the room is at. */
function RoomScreen({ mode }: { readonly mode: GameClientMode }) {
  const roomId = useParams().roomId ?? '';
  const { room, view, uid, error } = useRoomFeed(mode, roomId);
  const leaving = useLeavingRoom(mode, roomId);
  const hostAway = useHostAway(mode, roomId, room, uid);
  useHeartbeat(mode, roomId, room?.lobby.seats.some((slot) => slot.uid === uid) === true);
  // Fetch the table's code while the lobby is up, so a phone that loses its network before the
  // deal (or plays offline in airplane mode) still has it.
  useEffect(() => {
    void loadTable();
  }, []);

  // Another tab of this browser plays this offline game now: this one offers to play it here.
  if (error?.code === 'client/other-tab') return <OtherTabNotice mode={mode} roomId={roomId} />;
  // A member shut out while the table is open (their seat moved to another phone, or the host
  // sent them away), or whose offline game another tab replaced, sees why rather than a frozen
  // table. One who left from this phone keeps the table until the call answers and takes them home.
  const shutOut = mode === 'online' && error?.code === 'room/not-member' && !leaving;
  if (error && (!room || error.code === 'client/no-game' || shutOut))
    return <RoomMissing mode={mode} error={error} />;
  if (!room) return <RoomLoading />;
  if (room.status === 'lobby')
    return <LobbyScreen mode={mode} roomId={roomId} room={room} uid={uid} hostAway={hostAway} />;
  if (!view) return <RoomLoading />;

  return (
    <Suspense fallback={<RoomLoading />}>
      <TableRoom key={roomId} mode={mode} roomId={roomId} view={view} room={room} uid={uid} />
    </Suspense>
  );
}

/** An online room. */
export function OnlineRoom() {
  return <RoomScreen mode="online" />;
}

/** An offline room against the AI. */
export function OfflineRoom() {
  return <RoomScreen mode="offline" />;
}
