// The offline game is kept in this device's localStorage after every change, so a reload (or a
// closed tab) returns to it. One game at a time; starting a new one replaces it. Storage may be
// unavailable (private browsing): then the game lasts as long as the page.
import { upgradeStoredGame } from '@texas42/shared';
import type { Room } from '@texas42/shared';

const GAME_KEY = 'texas42.offlineGame';
const DELAY_KEY = 'texas42.aiDelayMs';
const SEED_KEY = 'texas42.offlineSeed';

/** The AI's pause between moves, in ms: 700 unless this device set another (tests go faster). */
export function aiDelayMs(): number {
  try {
    const stored = Number(localStorage.getItem(DELAY_KEY));
    return Number.isFinite(stored) && localStorage.getItem(DELAY_KEY) !== null ? stored : 700;
  } catch {
    return 700;
  }
}

/** The seed this device asked deals and AI choices to come from (browser tests), or null for fresh
 * randomness every time. */
export function fixedSeed(): number | null {
  try {
    const stored = localStorage.getItem(SEED_KEY);
    return stored === null || !Number.isInteger(Number(stored)) ? null : Number(stored);
  } catch {
    return null;
  }
}

/** The saved offline game, or null. A game saved by an older version of the app is rebuilt in
 * today's shape from its seed and actions; one that cannot be is dropped. */
export function loadOfflineGame(): Room | null {
  try {
    const text = localStorage.getItem(GAME_KEY);
    if (text === null) return null;
    const room = JSON.parse(text) as Room;
    if (room.game === null) return room;
    const game = upgradeStoredGame(room.game);
    return game === null ? null : { ...room, game };
  } catch {
    return null;
  }
}

/** Saves the offline game (best effort). */
export function saveOfflineGame(room: Room): void {
  try {
    localStorage.setItem(GAME_KEY, JSON.stringify(room));
  } catch {
    // No storage: the game lasts for this visit only.
  }
}
