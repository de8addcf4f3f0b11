// The replay record of the offline game saved on this device, for "Invite friends", which moves it
// online. Features read it here, never from the offline transport's storage, so they reach
// transports only through GameClient.
import { recordOf } from '@texas42/shared';
import type { GameRecord } from '@texas42/shared';
import { loadOfflineGame } from './offline/offline-storage';

/** The replay record of the saved offline game's play so far, or null when none is saved. */
export function savedOfflineRecord(): GameRecord | null {
  const game = loadOfflineGame()?.game;
  return game ? recordOf(game) : null;
}
