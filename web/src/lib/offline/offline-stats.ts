// The device player's statistics, kept in this device's localStorage with their format: each
// offline game is counted once when it ends (a game already in the history is not counted again,
// so a reload that shows the finished table once more changes nothing). Statistics saved by a
// newer app, or damaged, are not read (and not written over).
import { OFFLINE_UID } from './offline-protocol';
import {
  decodePersonStats,
  emptyStats,
  finishedGame,
  finishedGameId,
  hasGame,
  seatOfUid,
  withGame,
} from '@texas42/shared';
import type { PersonStats, Room } from '@texas42/shared';

const STATS_KEY = 'texas42.stats';

/** What this device holds: its statistics, none yet, or a record it cannot read. */
const stored = (): PersonStats | null | 'unreadable' => {
  try {
    const text = localStorage.getItem(STATS_KEY);
    if (text === null) return null;
    const stats = decodePersonStats(JSON.parse(text));
    return stats.ok ? stats.value : 'unreadable';
  } catch {
    return 'unreadable';
  }
};

/** The device player's statistics, or null before their first finished offline game. */
export function loadOfflineStats(): PersonStats | null {
  const stats = stored();
  return stats === 'unreadable' ? null : stats;
}

/** Counts the offline game of `room` in the device player's statistics if it has just ended
 * (best effort: without storage nothing is kept). Every save of the finished table asks, so a
 * game already counted is seen by its id before the game is worked out (which reviews every
 * hand). */
export function recordOfflineGame(room: Room, now: number): void {
  const id = finishedGameId(room);
  const seat = seatOfUid(room, OFFLINE_UID);
  const before = stored();
  if (id === null || seat === null || before === 'unreadable') return;
  if (before !== null && hasGame(before, id)) return;
  const game = finishedGame(room);
  if (game === null) return;
  const after = withGame(before ?? emptyStats(), game, seat, now, false);
  try {
    localStorage.setItem(STATS_KEY, JSON.stringify(after));
  } catch {
    // No storage: nothing is kept.
  }
}
