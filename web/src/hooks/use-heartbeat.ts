// A seated player's phone says it is at the table every few seconds while its page is shown, and
// that it is going when the page closes (rooms/{id}/presence/{uid}). It starts in the lobby, so
// that a phone closed soon after the deal has been heard from and can be marked away. A reload
// says "going" and then, from the new page, "here": the rules take one heartbeat every 2 s, so a
// page back sooner than that is refused and says it again once the 2 s are over, well within the
// few seconds the others give a closed page to come back (GONE_GRACE_MS, shared/src/room/presence.ts).
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
    let stopped = false;
    let again: ReturnType<typeof setTimeout> | undefined;
    const say = (retry: boolean) => {
      last = Date.now();
      void client.sayHere(roomId).then((taken) => {
        // Once only: a heartbeat refused twice waits for the next one.
        if (!taken && !retry && !stopped) again = setTimeout(() => say(true), MIN_BEAT_GAP_MS);
      });
    };
    const beat = () => {
      // A page shown again right after a heartbeat waits for the next.
      if (document.visibilityState !== 'visible' || Date.now() - last < MIN_BEAT_GAP_MS) return;
      say(false);
    };
    const going = () => void client.sayHere(roomId, true);
    beat();
    const timer = setInterval(beat, PRESENCE_LIMITS.heartbeatMs);
    document.addEventListener('visibilitychange', beat);
    window.addEventListener('pagehide', going);
    return () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(again);
      document.removeEventListener('visibilitychange', beat);
      window.removeEventListener('pagehide', going);
    };
  }, [client, mode, roomId, seated]);
}
