// The shapes of the Firestore documents. Only the server writes them; firestore.rules lets a
// client read its room doc (if its uid is in `memberUids`), its own view doc, the spectators'
// view if it watches (`watcherUids`) and a seat's coach view if it coaches that seat
// (`coachUids`), nothing else. The room doc, `rooms/{roomId}`, is the room layer's `PublicRoom`
// (with `PUBLIC_FORMAT`, room/views.ts), which builds it: its shape is written there once.

/** `rooms/{roomId}/presence/{uid}`: a member's heartbeat, the one document clients write. The
 * rules take only these two fields, `at` only as the write's own server time. */
export interface PresenceDoc<Time = unknown> {
  /** The server time of the write (a Firestore timestamp). */
  readonly at: Time;
  /** True when the page said it was closing: the member is gone without waiting to go stale. */
  readonly gone: boolean;
}

/** `rooms/{roomId}/private/state`: the authoritative room and game state. The room is stored as
 * JSON text, because Firestore refuses directly nested arrays and the game's log is one. */
export interface RoomStateDoc {
  /** The format `room` is stored in (`ROOM_FORMAT`; missing on documents from before formats). */
  readonly format: number;
  readonly version: number;
  /** `JSON.stringify` of the room layer's `Room`. */
  readonly room: string;
  /** Per view document (a seated member's uid, `spectator`, `coach-{seat}`), the room version
   * since which its valid actions stand: a move sent with that version or a later one is not stale. */
  readonly choicesSince: Readonly<Record<string, number>>;
}

/** `rooms/{roomId}/views/{id}`: what one seated member (id: their uid), the spectators (id:
 * `spectator`) or one seat's coaches (id: `coach-{seat}`) may see. Written only when it changes,
 * so its version may trail the room's; a move sent with this version is not stale. */
export interface ViewDoc<View = unknown> {
  /** `PUBLIC_FORMAT` when written. */
  readonly format: number;
  /** The room version at which this view last changed. */
  readonly version: number;
  readonly view: View;
}

/** `invites/{code}`: the room an invite code opens. */
export interface InviteDoc {
  readonly roomId: string;
}

/** A token bucket: what is left of an allowance and when it was counted. Tokens come back at a
 * steady rate up to a burst; each table made (or joined) takes one. */
export interface QuotaBucket {
  readonly tokens: number;
  /** When `tokens` was counted, in ms since the epoch. */
  readonly at: number;
}

/** `quotas/{uid}`: one user's allowances, read and written only by the callables, in the same
 * batch as the change that spends them. A bucket is missing until first used. */
export interface QuotaDoc {
  /** Tables made (createRoom, createRoomFromGame). */
  readonly creates?: QuotaBucket;
  /** Tables joined as a new member. */
  readonly joins?: QuotaBucket;
  /** markAway calls, accepted or not (each reads a heartbeat and the room). */
  readonly away?: QuotaBucket;
}
