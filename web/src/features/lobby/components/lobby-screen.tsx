// The lobby of one room: seats, invite link and code, host settings and "Start". For now a
// placeholder that names the room, until the room layer and the transports land.
import { Notice } from '../../../components/ui/notice/notice';
import type { GameClientMode } from '../../../lib/game-client';

export type LobbyScreenProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
};

/** Placeholder lobby. */
export function LobbyScreen({ mode, roomId }: LobbyScreenProps) {
  return (
    <Notice title={mode === 'online' ? 'Room lobby' : 'Offline game'}>
      <p>
        Room <strong>{roomId}</strong>
      </p>
      <p>Seats, the invite link and the host&apos;s settings will appear here.</p>
    </Notice>
  );
}
