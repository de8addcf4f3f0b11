// What the screens may know of the offline game saved on this device: whether one is still being
// played (Home offers to resume it) and its record (Invite friends moves it online). Features read
// it here, never from the offline transport's storage, so they reach transports only through
// GameClient.
import { recordOf } from '@texas42/shared';
import type { GameRecord } from '@texas42/shared';
import { loadOfflineGame } from './offline/offline-storage';

/** The id of the saved offline game while it is still being played, else null. */
export function savedOfflineGameId(): string | null {
  const room = loadOfflineGame();
  return room !== null && room.status !== 'finished' ? room.id : null;
}

/** The replay record of the saved offline game's play so far, or null when none is saved. */
export function savedOfflineRecord(): GameRecord | null {
  const game = loadOfflineGame()?.game;
  return game ? recordOf(game) : null;
}
