// A seated player's phone says it is at the table every few seconds while its page is shown, and
// that it is going when the page closes (rooms/{id}/presence/{uid}). It starts in the lobby, so
// that a phone closed soon after the deal has been heard from and can be marked away.
import { useEffect } from 'react';
import type { GameClientMode } from '../lib/game-client';
import { useGameClient } from '../lib/game-client-context';
import { PRESENCE_LIMITS } from '../lib/presence-limits';

/** The least time between two heartbeats (firestore.rules refuse one within 2 s of the last). */
const MIN_BEAT_GAP_MS = 2_500;

/** Keeps this seated player's heartbeat going while the page is shown; a watcher sends none. */
export function useHeartbeat(mode: GameClientMode, roomId: string, seated: boolean): void {
  const client = useGameClient(mode);
  useEffect(() => {
    if (mode !== 'online' || !seated) return;
    let last = -Infinity;
    const beat = () => {
      // The rules take one heartbeat every 2 s; a page shown again right after one waits for the next.
      if (document.visibilityState !== 'visible' || Date.now() - last < MIN_BEAT_GAP_MS) return;
      last = Date.now();
      void client.sayHere(roomId);
    };
    const going = () => void client.sayHere(roomId, true);
    beat();
    const timer = setInterval(beat, PRESENCE_LIMITS.heartbeatMs);
    document.addEventListener('visibilitychange', beat);
    window.addEventListener('pagehide', going);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
      window.removeEventListener('pagehide', going);
    };
  }, [client, mode, roomId, seated]);
}
