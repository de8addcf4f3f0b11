// The player's display name is remembered on this device only (localStorage), so returning
// players skip typing it. Storage may be unavailable (private browsing): then nothing is kept.

import { MAX_NAME_LENGTH } from '@texas42/shared';

const KEY = 'texas42.playerName';

/** Trims and shortens a typed name to what the app stores and shows. */
export function cleanPlayerName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH);
}

/** The remembered name, or '' when there is none or storage is unavailable. */
export function loadPlayerName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a name (an empty name forgets it); silently does nothing without storage. */
export function savePlayerName(name: string): void {
  try {
    if (name) localStorage.setItem(KEY, name);
    else localStorage.removeItem(KEY);
  } catch {
    // Private browsing or storage disabled: the name lasts for this visit only.
  }
}
