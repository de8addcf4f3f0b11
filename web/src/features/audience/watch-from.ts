// The chair a watcher watches a table from, kept on this device per room (localStorage), so a
// reload or a later visit keeps the side they picked. Turning the table round reveals nothing: a
// watcher's view holds no hidden hand. Storage may be unavailable (private browsing): then the
// choice lasts for this visit only.
import { SEATS } from '@texas42/shared';
import type { Seat } from '@texas42/shared';

const keyOf = (roomId: string) => `texas42.watchFrom.${roomId}`;

/** The seat this device watches `roomId` from, or null before any choice (or without storage). */
export function loadWatchFrom(roomId: string): Seat | null {
  try {
    const stored = localStorage.getItem(keyOf(roomId));
    return SEATS.find((seat) => String(seat) === stored) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the seat this device watches `roomId` from; silently does nothing without storage. */
export function saveWatchFrom(roomId: string, seat: Seat): void {
  try {
    localStorage.setItem(keyOf(roomId), String(seat));
  } catch {
    // Private browsing or storage disabled: the side lasts for this visit only.
  }
}
