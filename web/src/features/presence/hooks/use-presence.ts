// Presence at an online table. A seated player's phone says it is here (use-heartbeat.ts, from the
// lobby on); it also follows the others' heartbeats, and when one has gone silent (or its page
// closed and did not come back), the phone first in line (timeout-claimant.ts, as for a run-out
// clock) marks that seat away, so one claim is made rather than one per phone. Before it does, it
// reads that heartbeat from the server: a listener can lag behind it, and a seat whose phone is
// there is not marked (the server would refuse it). It also tells the table which seats' phones
// are not at the table, so that nobody is offered to let the AI take the turn of a player who is
// there.
import type { PlayerView, Seat } from '@texas42/shared';
import { SEATS } from '@texas42/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';
import { goneSeats, isAbsent, updateSeen, withHeardNow } from '../presence';
import type { Seen } from '../presence';
import { claimDelay } from '../timeout-claimant';

/** How often the phone looks for a silent seat. */
const LOOK_EVERY_MS = 1_000;

/** The seats listed in `seats`, as one key (so a state holding them changes only when they do). */
const keyOf = (seats: readonly Seat[]): string => seats.join(',');

/** Marks away the seats whose phones have gone silent, when it is this phone's turn to (`uids`:
 * who sits in each seat, from the room document); returns the seats whose phones are not at the
 * table (gone, or never heard from), as this phone sees them. */
export function usePresence(
  mode: GameClientMode,
  roomId: string,
  view: PlayerView,
  uids: readonly (string | null)[],
  markAway: (seat: Seat) => void,
): readonly Seat[] {
  const client = useGameClient(mode);
  const seated = view.seat !== null;
  // Null until the first heartbeats arrive: until then nobody counts as never heard from.
  const seen = useRef<ReadonlyMap<string, Seen> | null>(null);
  const latest = useRef({ view, uids, markAway });
  useEffect(() => {
    latest.current = { view, uids, markAway };
  });
  // Each silence is claimed once by this phone (keyed by seat and when it began), unless its
  // heartbeat could not be read.
  const claimed = useRef(new Set<string>());
  const [absent, setAbsent] = useState<string>('');

  useEffect(() => {
    if (mode !== 'online' || !seated) return;
    const stop = client.subscribePresence(
      roomId,
      (heard) => (seen.current = updateSeen(seen.current ?? new Map(), heard, Date.now())),
      () => {},
    );
    // True when the server holds the very heartbeat this phone last saw from `uid`; false when it
    // holds a newer one (the phone is there: counted from now on) or none; null when it cannot be
    // read now (this phone's own connection is down), to try again at a later look.
    const confirmGone = async (uid: string): Promise<boolean | null> => {
      try {
        const now = await client.heardNow(roomId, uid);
        const before = seen.current;
        if (now === null || before === null) return false;
        seen.current = withHeardNow(before, uid, now, Date.now());
        return seen.current === before;
      } catch {
        return null;
      }
    };
    const timer = setInterval(() => {
      const { view: now, uids: seats, markAway: mark } = latest.current;
      const at = Date.now();
      const seenNow = seen.current;
      setAbsent(keyOf(SEATS.filter((seat) => isAbsent(now, seats, seenNow, seat, at, PRESENCE_LIMITS))));
      for (const { seat, since } of goneSeats(now, seats, seenNow ?? new Map(), at, PRESENCE_LIMITS)) {
        const delay = claimDelay(now, seat);
        const key = `${seat}@${since}`;
        const uid = seats[seat];
        if (delay === null || at < since + delay || claimed.current.has(key) || !uid) continue;
        claimed.current.add(key);
        void confirmGone(uid).then((gone) => {
          if (gone === null) claimed.current.delete(key);
          else if (gone) mark(seat);
        });
      }
    }, LOOK_EVERY_MS);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [client, mode, roomId, seated]);
  return useMemo(
    () => (absent === '' ? [] : absent.split(',').map((seat) => Number(seat) as Seat)),
    [absent],
  );
}
