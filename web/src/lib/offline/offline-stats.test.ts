import { describe, expect, it } from 'vitest';
import { STATS_FORMAT, act, configureRoom, createRoom, playAi, startGame, viewFor } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { useMemoryStorage } from '../../testing/memory-storage';
import { loadOfflineStats, recordOfflineGame } from './offline-stats';
import { OFFLINE_UID } from './offline-protocol';

const STATS_KEY = 'texas42.stats';
const must = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** An offline game of one mark dealt from `seed` (the player in seat 0, bidding and playing the
 * last action offered), played until it is over. */
const finishedOffline = (seed: number): Room => {
  const lobby = must(createRoom({ id: `offline-${seed}`, uid: OFFLINE_UID, name: 'Mia', seed }));
  const oneMark = must(
    configureRoom(lobby, { uid: OFFLINE_UID, settings: { target: { kind: 'marks', value: 1 } } }),
  );
  let room = must(startGame(oneMark, { uid: OFFLINE_UID, seed, now: 0 }));
  for (let i = 0; i < 2000 && room.status === 'playing'; i++) {
    const view = must(viewFor(room, OFFLINE_UID));
    room =
      view.validActions.length > 0
        ? must(act(room, { uid: OFFLINE_UID, action: view.validActions.at(-1)!, now: 0 }))
        : must(playAi(room, { now: 0, strategy: (v) => v.validActions[0]! }));
  }
  return room;
};

describe("the device player's statistics", () => {
  const store = useMemoryStorage();
  const done = finishedOffline(5);

  it('are none before a game ends on this device', () => {
    expect(loadOfflineStats()).toBeNull();
    recordOfflineGame({ ...done, status: 'playing' } as Room, 0);
    expect(store.has(STATS_KEY)).toBe(false);
  });

  it('count a finished offline game once, however often the page sees it', () => {
    const at = Date.UTC(2026, 10, 26);
    recordOfflineGame(done, at);
    recordOfflineGame(done, at + 60_000);
    const stats = loadOfflineStats()!;
    expect(stats.format).toBe(STATS_FORMAT);
    expect(stats.totals.games).toBe(1);
    expect(stats.recent).toEqual([
      expect.objectContaining({ at, online: false, partner: 'AI 3', opponents: ['AI 2', 'AI 4'] }),
    ]);
    expect(stats.recent[0]!.replayLink).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(store.get(STATS_KEY)!)).toEqual(stats);
  });

  it('leave a record this app cannot read as it is', () => {
    const newer = JSON.stringify({ format: STATS_FORMAT + 1, anything: true });
    store.set(STATS_KEY, newer);
    recordOfflineGame(done, 0);
    expect(store.get(STATS_KEY)).toBe(newer);
    expect(loadOfflineStats()).toBeNull();
  });
});
