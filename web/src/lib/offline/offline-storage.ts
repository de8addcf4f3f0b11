// The offline game is kept in this device's localStorage after every change, so a reload (or a
// closed tab) returns to it. One game at a time; starting a new one replaces it (home asks first).
// The daily deal's practice (played offline when the server cannot be reached) is kept in a slot
// of its own: it is one hand played in place of the day's deal, not a game the player chose over
// theirs, so it must not end that game; and it is kept rather than not saved, so a reload during
// it returns to it. Storage may be unavailable (private browsing): then the game lasts as long as
// the page.
import { decodeOfflineSave, isDailyTable, offlineSave } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { OFFLINE_GAME_KEY as GAME_KEY } from './offline-game-key';

/** The localStorage key of the practice deal played offline in place of the daily deal. */
const PRACTICE_KEY = 'texas42.offlinePractice';

const DELAY_KEY = 'texas42.aiDelayMs';
const SEED_KEY = 'texas42.offlineSeed';
const CLOCK_KEY = 'texas42.aiClockScale';
const HINT_DELAY_KEY = 'texas42.hintDelayMs';

/** The number this device stored under `key` (browser tests set these), or null when none is
 * stored, it is not a finite number, or storage cannot be read. */
function storedNumber(key: string): number | null {
  try {
    const stored = localStorage.getItem(key);
    return stored !== null && Number.isFinite(Number(stored)) ? Number(stored) : null;
  } catch {
    return null;
  }
}

/** The AI's pause between moves, in ms: 700 unless this device set another (tests go faster). */
export function aiDelayMs(): number {
  return storedNumber(DELAY_KEY) ?? 700;
}

/** The seed this device asked deals and AI choices to come from (browser tests), or null for fresh
 * randomness every time. */
export function fixedSeed(): number | null {
  const stored = storedNumber(SEED_KEY);
  return stored !== null && Number.isInteger(stored) ? stored : null;
}

/** How many times over the AI's pacing counts each decision's time: 1 unless this device set more
 * (a browser test plays a phone that slow, so the AI's pacing and its notice can be seen). */
export function aiClockScale(): number {
  const stored = storedNumber(CLOCK_KEY);
  return stored !== null && stored >= 1 ? stored : 1;
}

/** How long a hint is held back once worked out, in ms: 0 unless this device set more (a browser
 * test plays a phone whose hint comes well after its turn, so the panel's "working it out…" and
 * the hint after it can both be seen however fast the test's machine is). */
export function hintDelayMs(): number {
  const stored = storedNumber(HINT_DELAY_KEY);
  return stored !== null && stored > 0 ? stored : 0;
}

/** The localStorage key `room` is saved under: the practice deal's slot, or the offline game's. */
export const offlineSlot = (room: Room): string => (isDailyTable(room) ? PRACTICE_KEY : GAME_KEY);

/** The saved offline game (or, with the practice deal's slot, that deal), or null. A game saved by
 * an older version of the app is brought up to today's format; one that cannot be read (damaged,
 * or saved by a newer app) is dropped. */
export function loadOfflineGame(slot = GAME_KEY): Room | null {
  try {
    const text = localStorage.getItem(slot);
    if (text === null) return null;
    const room = decodeOfflineSave(JSON.parse(text));
    return room.ok ? room.value : null;
  } catch {
    return null;
  }
}

/** The saved room of id `roomId`, the offline game or the practice deal, or null. */
export function loadOfflineRoom(roomId: string): Room | null {
  return [loadOfflineGame(), loadOfflineGame(PRACTICE_KEY)].find((room) => room?.id === roomId) ?? null;
}

/** Calls `saved` with the slot (offlineSlot) each time another tab of this device saves there:
 * localStorage's `storage` event, which a tab never hears of its own writes. */
export function onOtherTabSave(saved: (slot: string) => void): void {
  // Outside a page (unit tests under Node, unless they give it one) there is no other tab.
  if (typeof addEventListener !== 'function') return;
  addEventListener('storage', ({ key }: StorageEvent) => {
    if (key === GAME_KEY || key === PRACTICE_KEY) saved(key);
  });
}

/** Saves the offline game, or the practice deal in its own slot (best effort). */
export function saveOfflineGame(room: Room): void {
  try {
    localStorage.setItem(offlineSlot(room), JSON.stringify(offlineSave(room)));
  } catch {
    // No storage: the game lasts for this visit only.
  }
}
