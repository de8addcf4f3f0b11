// Every Firestore path the app touches, built in one place so functions/, rules tests and web/
// agree. Ids are single path segments: a "/" in an id would address a different document.

/** Collection and document ids used in paths. */
export const COLLECTIONS = {
  rooms: 'rooms',
  views: 'views',
  private: 'private',
  invites: 'invites',
  secrets: 'secrets',
} as const;

/** The id of the one document in a room's private collection. */
export const PRIVATE_STATE_ID = 'state';

/** Returns `id` if it is a usable path segment; throws otherwise (a caller bug, not a user error). */
function segment(id: string): string {
  if (id === '' || id.includes('/') || id === '.' || id === '..') {
    throw new RangeError(`Not a Firestore path segment: ${JSON.stringify(id)}`);
  }
  return id;
}

/** `rooms/{roomId}`: the public lobby and scoreboard, readable by members. */
export function roomPath(roomId: string): string {
  return `${COLLECTIONS.rooms}/${segment(roomId)}`;
}

/** `rooms/{roomId}/private/state`: the full room and game state, server only. */
export function roomStatePath(roomId: string): string {
  return `${roomPath(roomId)}/${COLLECTIONS.private}/${PRIVATE_STATE_ID}`;
}

/** `rooms/{roomId}/views`: the collection of per-member views. */
export function viewsPath(roomId: string): string {
  return `${roomPath(roomId)}/${COLLECTIONS.views}`;
}

/** `rooms/{roomId}/views/{uid}`: one member's view, readable only by that uid. */
export function viewPath(roomId: string, uid: string): string {
  return `${viewsPath(roomId)}/${segment(uid)}`;
}

/** `invites/{code}`: maps an invite code to its room, server only. */
export function invitePath(code: string): string {
  return `${COLLECTIONS.invites}/${segment(code)}`;
}

/** `secrets/daily`: the server's secret the daily challenge's deals come from, server only. */
export const DAILY_SECRET_PATH = `${COLLECTIONS.secrets}/daily`;
