// Every Firestore path the app touches, built in one place so functions/, rules tests and web/
// agree. Ids are single path segments: a "/" in an id would address a different document.

/** Collection and document ids used in paths. */
export const COLLECTIONS = {
  rooms: 'rooms',
  views: 'views',
  private: 'private',
  invites: 'invites',
  quotas: 'quotas',
  secrets: 'secrets',
  presence: 'presence',
  transfers: 'transfers',
  stats: 'stats',
  daily: 'daily',
  results: 'results',
  tables: 'tables',
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

/** `rooms/{roomId}/views/{uid}`: one seated member's view, readable only by that uid. */
export function viewPath(roomId: string, uid: string): string {
  return `${viewsPath(roomId)}/${segment(uid)}`;
}

/** The id of the view document all plain spectators of a room share. */
export const SPECTATOR_VIEW_ID = 'spectator';

/** The id of the view document the coaches of one seat share (`coach-0` .. `coach-3`). */
export function coachViewId(seat: number): string {
  return `coach-${seat}`;
}

/** True for the ids of shared view documents, which are never a member's own. */
export function isSharedViewId(id: string): boolean {
  return id === SPECTATOR_VIEW_ID || /^coach-[0-3]$/.test(id);
}

/** `rooms/{roomId}/views/spectator`: the view every plain watcher reads. */
export function spectatorViewPath(roomId: string): string {
  return `${viewsPath(roomId)}/${SPECTATOR_VIEW_ID}`;
}

/** `rooms/{roomId}/views/coach-{seat}`: the view the accepted coaches of `seat` read. */
export function coachViewPath(roomId: string, seat: number): string {
  return `${viewsPath(roomId)}/${coachViewId(seat)}`;
}

/** The id of the view document `uid` reads: a watcher's shared one (their coached seat's, else
 * the spectators'), otherwise their own. */
export function viewIdOf(
  uid: string,
  watchers: readonly { readonly uid: string; readonly coaching: number | null }[],
): string {
  const watcher = watchers.find((w) => w.uid === uid);
  if (watcher === undefined) return uid;
  return watcher.coaching === null ? SPECTATOR_VIEW_ID : coachViewId(watcher.coaching);
}

/** `rooms/{roomId}/presence`: the heartbeats of the room's members. */
export function presenceCollectionPath(roomId: string): string {
  return `${roomPath(roomId)}/${COLLECTIONS.presence}`;
}

/** `rooms/{roomId}/presence/{uid}`: when `uid`'s phone last said it is at the table; written by
 * that member only (with the server's time), read by every member and the server. */
export function presencePath(roomId: string, uid: string): string {
  return `${presenceCollectionPath(roomId)}/${segment(uid)}`;
}

/** `invites/{code}`: maps an invite code to its room, server only. */
export function invitePath(code: string): string {
  return `${COLLECTIONS.invites}/${segment(code)}`;
}

/** `quotas/{uid}`: one user's allowances for making and joining tables, server only. */
export function quotaPath(uid: string): string {
  return `${COLLECTIONS.quotas}/${segment(uid)}`;
}
/** `secrets/daily`: the server's secret the daily challenge's deals come from, server only. */
export const DAILY_SECRET_PATH = `${COLLECTIONS.secrets}/daily`;

/** `transfers/{uid}`: the one live "continue on another phone" link of `uid` (a hash of its secret,
 * its room, when it expires), server only. */
export function transferPath(uid: string): string {
  return `${COLLECTIONS.transfers}/${segment(uid)}`;
}

/** `stats/{uid}`: one person's statistics and recent games, written by the server in the commit
 * that ends each game they sat in, readable only by that person. */
export function statsPath(uid: string): string {
  return `${COLLECTIONS.stats}/${segment(uid)}`;
}

/** `daily/{date}`: how the day's daily deal went for everybody (players, bids made, best score),
 * readable by every signed-in user, written only by the server. */
export function dailyPath(date: string): string {
  return `${COLLECTIONS.daily}/${segment(date)}`;
}

/** `daily/{date}/results/{uid}`: one person's result of the day's deal, kept once, readable only
 * by them, written only by the server. */
export function dailyResultPath(date: string, uid: string): string {
  return `${dailyPath(date)}/${COLLECTIONS.results}/${segment(uid)}`;
}

/** `daily/{date}/tables/{uid}`: the one daily table a person has that day, server only. */
export function dailyTablePath(date: string, uid: string): string {
  return `${dailyPath(date)}/${COLLECTIONS.tables}/${segment(uid)}`;
}
