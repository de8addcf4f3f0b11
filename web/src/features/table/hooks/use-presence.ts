// Presence at an online table. A seated player's phone says it is here (use-heartbeat.ts, from the
// lobby on); it also follows the others' heartbeats, and when one has gone silent, the phone first in line (timeout-claimant.ts, as for a
// run-out clock) marks that seat away, so one claim is made rather than one per phone.
import type { PlayerView, Seat } from '@texas42/shared';
import { useEffect, useRef } from 'react';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';
import { goneSeats, updateSeen } from '../presence';
import type { Seen } from '../presence';
import { claimDelay } from '../timeout-claimant';

/** How often the phone looks for a silent seat. */
const LOOK_EVERY_MS = 1_000;

/** Marks away the seats whose phones have gone silent, when it is this phone's turn to (`uids`:
 * who sits in each seat, from the room document). */
export function usePresence(
  mode: GameClientMode,
  roomId: string,
  view: PlayerView,
  uids: readonly (string | null)[],
  markAway: (seat: Seat) => void,
): void {
  const client = useGameClient(mode);
  const seated = view.seat !== null;
  const seen = useRef<ReadonlyMap<string, Seen>>(new Map());
  const latest = useRef({ view, uids, markAway });
  useEffect(() => {
    latest.current = { view, uids, markAway };
  });
  // Each silence is claimed once by this phone (keyed by seat and when it began).
  const claimed = useRef(new Set<string>());

  useEffect(() => {
    if (mode !== 'online' || !seated) return;
    const stop = client.subscribePresence(
      roomId,
      (heard) => (seen.current = updateSeen(seen.current, heard, Date.now())),
      () => {},
    );
    const timer = setInterval(() => {
      const { view: now, uids: seats, markAway: mark } = latest.current;
      for (const { seat, since } of goneSeats(
        now,
        seats,
        seen.current,
        Date.now(),
        PRESENCE_LIMITS.staleMs,
      )) {
        const delay = claimDelay(now, seat);
        const key = `${seat}@${since}`;
        if (delay === null || Date.now() < since + delay || claimed.current.has(key)) continue;
        claimed.current.add(key);
        mark(seat);
      }
    }, LOOK_EVERY_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [client, mode, roomId, seated]);
}
