// Each seated person's statistics (`stats/{uid}`) are written in the same batch as the change that
// ends the game, so a game is counted exactly when it ends and never twice: that change commits
// only over the room state it read, and the statistics only over the versions read with it (or
// created, when a person has none yet), so two games ending at once for one person retry, never
// overwrite each other. A record this server cannot read (a newer format) is left as it is.

import { SEATS, decodePersonStats, emptyStats, finishedGame, statsPath, withGame } from '@texas42/shared';
import type { FinishedGame, PersonStats, Room, Seat } from '@texas42/shared';
import type { Timestamp, WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './db';
import { firestoreData } from './firestore-data';

/** One person's statistics as read, with the update time a write must match. */
interface StatsRead {
  readonly uid: string;
  readonly seat: Seat;
  readonly stats: PersonStats;
  /** Null when the person has no statistics yet. */
  readonly readAt: Timestamp | null;
}

/** What ending a game writes: the game, and each seated person's statistics as read. */
export interface GameEnd {
  readonly game: FinishedGame;
  readonly people: readonly StatsRead[];
}

/** The game `after` ends (it was not over `before`), with its seated people's statistics read;
 * null when the change ends no game. */
export const readGameEnd = async (before: Room, after: Room): Promise<GameEnd | null> => {
  if (before.status === 'finished' || after.status !== 'finished') return null;
  const game = finishedGame(after);
  if (game === null) return null;
  const seated = SEATS.flatMap((seat) => {
    const { uid, kind } = after.seats[seat];
    return uid === null || kind !== 'human' ? [] : [{ uid, seat }];
  });
  const reads = await Promise.all(
    seated.map(async ({ uid, seat }): Promise<StatsRead | null> => {
      const snapshot = await db().doc(statsPath(uid)).get();
      if (!snapshot.exists) return { uid, seat, stats: emptyStats(), readAt: null };
      const stats = decodePersonStats(snapshot.data());
      if (stats.ok) return { uid, seat, stats: stats.value, readAt: snapshot.updateTime! };
      logger.warn('Statistics left as they are', { uid, reason: stats.error.message });
      return null;
    }),
  );
  return { game, people: reads.filter((read) => read !== null) };
};

/** Adds each person's statistics with the game counted to `batch`, over the versions read. */
export const addStatsWrites = (batch: WriteBatch, end: GameEnd, now: number): void => {
  for (const { uid, seat, stats, readAt } of end.people) {
    const ref = db().doc(statsPath(uid));
    const data = firestoreData(withGame(stats, end.game, seat, now, true));
    if (readAt === null) batch.create(ref, data);
    else batch.update(ref, data, { lastUpdateTime: readAt });
  }
};
