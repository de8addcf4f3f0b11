// /room/:roomId (online) and /offline/:roomId: the lobby, and later the table, of one room.
import { useParams } from 'react-router';
import { LobbyScreen } from '../../features/lobby/components/lobby-screen';

/** An online room. */
export function OnlineRoom() {
  return <LobbyScreen mode="online" roomId={useParams().roomId ?? ''} />;
}

/** An offline room against the AI. */
export function OfflineRoom() {
  return <LobbyScreen mode="offline" roomId={useParams().roomId ?? ''} />;
}
