import { describe, expect, it } from 'vitest';
import { ROOM_FORMAT, createRoom, offlineSave, startGame } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { OFFLINE_GAME_KEY } from './offline/offline-game-key';
import { loadOfflineGame } from './offline/offline-storage';
import { savedOfflineGameId } from './saved-offline-game';
import { useMemoryStorage } from '../testing/memory-storage';

/** An offline room in the lobby, and the same room once its game has started. */
const rooms = (): { lobby: Room; playing: Room } => {
  const lobby = createRoom({ id: 'offline-7', uid: 'me', name: 'Mia', seed: 1 });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const playing = startGame(lobby.value, { uid: 'me', seed: 9, now: 0 });
  if (!playing.ok) throw new Error(playing.error.message);
  return { lobby: lobby.value, playing: playing.value };
};

describe("the home screen's glance at the saved offline game", () => {
  const store = useMemoryStorage();

  it('gives the id of a game in the lobby or being played, as the full reader reads it', () => {
    const { lobby, playing } = rooms();
    for (const save of [offlineSave(lobby), offlineSave(playing)]) {
      store.set(OFFLINE_GAME_KEY, JSON.stringify(save));
      expect(savedOfflineGameId()).toBe('offline-7');
      expect(loadOfflineGame()?.id).toBe('offline-7');
    }
  });

  it('gives nothing for a finished game, a newer format, a save with no room id, or no JSON', () => {
    const { playing } = rooms();
    for (const text of [
      JSON.stringify({ format: ROOM_FORMAT, room: { ...playing, status: 'finished' } }),
      JSON.stringify({ format: ROOM_FORMAT + 1, room: playing }),
      JSON.stringify({ format: ROOM_FORMAT, room: { ...playing, id: 7 } }),
      JSON.stringify(null),
      '{ not json',
    ]) {
      store.set(OFFLINE_GAME_KEY, text);
      expect(savedOfflineGameId()).toBeNull();
    }
  });

  it('gives nothing when no game is saved', () => {
    expect(savedOfflineGameId()).toBeNull();
  });
});
