// What the home screen (and the practice table's button) may know of the offline game saved on
// this device: the id of the one still being played, to offer resuming it and to ask before a new
// game replaces it. It glances at the save (its format, the room's id and status)
// instead of reading the whole room, whose reader (offline/offline-storage.ts) brings the schemas
// and the engine the home screen does not download; a save that only looks right is refused when
// resumed, by the offline client, which says so. Features read it here, never from the offline
// transport's storage, so they reach transports only through GameClient.
import { ROOM_FORMAT } from '@texas42/shared';
import { OFFLINE_GAME_KEY } from './offline/offline-game-key';

type Fields = { readonly [field: string]: unknown };

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** The saved room, unread: a save of format 1 is the bare room, a later one is wrapped with its
 * format (see shared's decodeOfflineSave); null for a format newer than this app reads. */
const savedRoom = (save: Fields): unknown => {
  if (!('format' in save && 'room' in save)) return save;
  const { format } = save;
  return typeof format === 'number' && Number.isInteger(format) && format >= 1 && format <= ROOM_FORMAT
    ? save.room
    : null;
};

/** What a new offline game's question says of the game kept on the phone, which it replaces. */
export const SAVED_GAME_ENDS = 'Your offline game on this phone ends: it cannot be continued.';

/** The id of the saved offline game while it is still being played, else null. */
export function savedOfflineGameId(): string | null {
  try {
    const text = localStorage.getItem(OFFLINE_GAME_KEY);
    const save: unknown = text === null ? null : JSON.parse(text);
    const room = isFields(save) ? savedRoom(save) : null;
    return isFields(room) &&
      typeof room.id === 'string' &&
      (room.status === 'lobby' || room.status === 'playing')
      ? room.id
      : null;
  } catch {
    return null;
  }
}
