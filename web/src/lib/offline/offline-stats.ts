// The device player's statistics, kept in this device's localStorage with their format: each
// offline game is counted once when it ends (a game already in the history is not counted again,
// so a reload that shows the finished table once more changes nothing). Statistics saved by a
// newer app, or damaged, are not read (and not written over).
import { OFFLINE_UID } from './offline-protocol';
import { decodePersonStats, emptyStats, finishedGame, seatOfUid, withGame } from '@texas42/shared';
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
 * (best effort: without storage nothing is kept). */
export function recordOfflineGame(room: Room, now: number): void {
  const game = finishedGame(room);
  const seat = seatOfUid(room, OFFLINE_UID);
  if (game === null || seat === null) return;
  const before = stored();
  if (before === 'unreadable') return;
  const after = withGame(before ?? emptyStats(), game, seat, now, false);
  if (after === before) return;
  try {
    localStorage.setItem(STATS_KEY, JSON.stringify(after));
  } catch {
    // No storage: nothing is kept.
  }
}
