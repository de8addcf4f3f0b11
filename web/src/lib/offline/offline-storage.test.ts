import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_LEVEL, ROOM_FORMAT, createRoom, startGame } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { loadOfflineGame, saveOfflineGame } from './offline-storage';
import { useMemoryStorage } from '../../testing/memory-storage';

const GAME_KEY = 'texas42.offlineGame';

/** A started offline game, as the offline host makes it. */
const game = (): Room => {
  const room = createRoom({ id: 'offline', uid: 'me', name: 'Mia', seed: 1 });
  if (!room.ok) throw new Error(room.error.message);
  const started = startGame(room.value, { uid: 'me', seed: 9, now: 0 });
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
};

describe('the offline save', () => {
  const store = useMemoryStorage();

  it('is kept with its format and read back as the same game', () => {
    const room = game();
    saveOfflineGame(room);
    expect(JSON.parse(store.get(GAME_KEY)!)).toEqual({
      format: ROOM_FORMAT,
      room: JSON.parse(JSON.stringify(room)),
    });
    expect(loadOfflineGame()).toEqual(room);
  });

  it('reads a save from before saves had a format (the bare room, without later formats’ fields)', () => {
    const { aiLevel: _level, turnSince: _since, removed: _removed, seatHistory: _history, ...room } = game();
    store.set(GAME_KEY, JSON.stringify(room));
    expect(loadOfflineGame()).toEqual({
      ...room,
      aiLevel: DEFAULT_AI_LEVEL,
      turnSince: null,
      removed: [],
      seatHistory: [],
    });
  });

  it('drops a save it cannot read: a newer format, a damaged room, or no JSON at all', () => {
    const room = game();
    for (const text of [
      JSON.stringify({ format: ROOM_FORMAT + 1, room }),
      JSON.stringify({ format: ROOM_FORMAT, room: { ...room, game: { ...room.game, phase: 'dancing' } } }),
      '{ not json',
    ]) {
      store.set(GAME_KEY, text);
      expect(loadOfflineGame()).toBeNull();
    }
  });
});
