// The offline game saved on this device as "Invite friends" sends it online: its replay link, or
// its whole record when it has no link. Features read it here, never from the offline transport's
// storage, so they reach transports only through GameClient. Loaded when a player taps, not with
// the table (the replay codec is a few kB the table never needs otherwise).
import { encodeGame, recordOf } from '@texas42/shared';
import type { GameRecord } from '@texas42/shared';
import { loadOfflineGame } from './offline/offline-storage';

/** The saved offline game as createRoomFromGame takes it, or null when none is saved. */
export function savedOfflineGame(): { readonly link: string } | { readonly record: GameRecord } | null {
  const game = loadOfflineGame()?.game;
  if (!game) return null;
  const record = recordOf(game);
  // A replay link is a few dozen characters; the record itself is the fallback.
  const link = encodeGame(record);
  return link.ok ? { link: link.value } : { record };
}
