// What one callable does to the room layer, as data the room service dispatches on: the deal the
// change may make (so the caller brings its key), and the change itself as a pure function of the
// room, the caller, the checked request and the outside inputs (time, deal key or seed, strategy).

import type { Result } from '../engine';
import type { BySeat } from '../engine';
import type { MoveStrategy, Presence, Room, RoomError } from '../room';
import type { CallableName, CallableRequests, PayloadError } from '../protocol';

/** The callables that make a room rather than change one (no room exists before them). */
export const CREATING_CALLABLES = [
  'createRoom',
  'createRoomFromGame',
  'playDaily',
] as const satisfies readonly CallableName[];

/** One of `CREATING_CALLABLES`. */
export type CreatingCallable = (typeof CREATING_CALLABLES)[number];

/** Every other callable: it changes a room that exists (found by its id, or by invite code). */
export type RoomCallable = Exclude<CallableName, CreatingCallable>;

/** The changes only an online room makes (they need other people, or the server's own records):
 * the offline table refuses them with `client/offline`, and its worker carries none of their code. */
export const ONLINE_ONLY_CALLABLES = [
  'joinRoom',
  'answerCoach',
  'removeWatcher',
  'markAway',
  'claimHost',
  'setAway',
  'answerSeat',
  'offerTransfer',
  'acceptTransfer',
  'openDaily',
] as const satisfies readonly RoomCallable[];

/** One of `ONLINE_ONLY_CALLABLES`. */
export type OnlineCallable = (typeof ONLINE_ONLY_CALLABLES)[number];

/** A change every table makes, the offline one too. */
export type OfflineCallable = Exclude<RoomCallable, OnlineCallable>;

/** Which deal a change may make, so its caller knows which key to bring: none, the next deal of
 * the game in play, or the first deal of a new game. */
export type DealNeed = 'none' | 'next' | 'first';

/** What comes from outside the pure room layer: the time, where a deal comes from, and who plays
 * for the AI. Online a change that may deal brings the server's key for it; offline games deal
 * from a seed (a new game's first, then each deal from the one before) and bring none. */
export interface Outside {
  /** Milliseconds since the epoch. */
  readonly now: number;
  /** The AI player that moves when the referee calls time (the table's own choice of AI). */
  readonly strategy: MoveStrategy;
  /** The server's key for the deal this change may make (see `DealNeed`). */
  readonly dealKey?: string;
  /** The seed an offline game deals from when it starts. */
  readonly seed?: number;
  /** At a table without a clock, how long the seat on turn may stay silent before the AI may
   * take over (the room layer's `SILENT_TURN_MS` unless the server shortens it for a test run). */
  readonly silentAfter?: number;
  /** How long a phone may stay silent before its seat may be marked away (the room layer's
   * `PRESENCE_STALE_MS` unless the server shortens it for a test run). */
  readonly staleAfter?: number;
  /** For markAway: the last heartbeat the server read from the phone of the seat's person; for
   * claimHost, the host's (null: never heard from, as offline). */
  readonly presence?: Presence | null;
  /** For claimTimeout at a table without a clock: the last heartbeat of each seat's person (null:
   * none); offline none is read, and the silence alone decides. For leaveRoom by the host, the
   * same, so the role goes to someone at the table; offline none is read, and seat order decides. */
  readonly heard?: BySeat<Presence | null>;
  /** For claimTimeout on the server: the room version the claimant's screen showed, as sent (the
   * server judges a request from a screen with nothing to choose as current, so the version the
   * change sees no longer tells a late claim; none offline, where one phone claims). */
  readonly seen?: number;
  /** For acceptTransfer: the person whose "continue on another phone" link the caller opened, as
   * the server's record of that link says (never the caller's word; none offline). */
  readonly transferFrom?: string;
}

/** What a new room is born with: its id, the seed of its invite code, the time, and the key of a
 * game's first deal when it starts with one. */
export interface Birth {
  readonly id: string;
  readonly seed: number;
  readonly now: number;
  readonly dealKey?: string;
}

/** How callable `N` changes a room. */
export interface RoomChange<N extends RoomCallable> {
  readonly deals: DealNeed;
  readonly change: (
    room: Room,
    uid: string,
    request: CallableRequests[N],
    outside: Outside,
  ) => Result<Room, RoomError>;
}

/** How callable `N` makes a room. A request's own content may still be refused here (a replay
 * link that does not decode), so a payload error is possible too. */
export interface RoomCreation<N extends CreatingCallable> {
  readonly deals: DealNeed;
  /** True when only an online room can do it (it needs other people, or the server's own
   * records): the offline table refuses it with `client/offline`, as it does `ONLINE_ONLY_CALLABLES`. */
  readonly onlineOnly?: true;
  readonly create: (
    uid: string,
    request: CallableRequests[N],
    birth: Birth,
  ) => Result<Room, RoomError | PayloadError>;
}
