// The one seam between screens and transports: screens ask a GameClient to create, join, set up
// and act in rooms, and render the two documents it pushes: the public room (lobby, scoreboard)
// and the PlayerView the member may read (their own, or the one watchers or coaches share). Two implementations: Firebase (callables + onSnapshot) and
// offline (the same room layer in a Web Worker, with AI seats). Screens never know which.
import type {
  Action,
  DailyStandingDoc,
  GameRecord,
  PersonStats,
  PlayerView,
  PublicRoom,
  Room,
  Seat,
  TableChanges,
  ViewDoc,
} from '@texas42/shared';
import { ERROR_WORDS } from './error-words';
import type { GameErrorCode } from './error-words';

/** Which transport a client uses; online rooms have invite codes, offline rooms do not. */
export type GameClientMode = 'online' | 'offline';

/** A room this client has a seat (or a spectator place) in. */
export interface RoomRef {
  readonly roomId: string;
  /** Six-character code friends join with; null for offline rooms. */
  readonly inviteCode: string | null;
}

/** The public room document (`rooms/{roomId}`) as the screens read it. */
export type RoomDocument = PublicRoom;

/** The member's view document (`rooms/{roomId}/views/{uid}`, or the shared `views/spectator` or
 * `views/coach-{seat}` for watchers and coaches): the view at a room version. */
export type ViewDocument = ViewDoc<PlayerView>;

/** What a member's phone last said at a table (`rooms/{roomId}/presence/{uid}`): the server
 * time of its heartbeat (null while this page's own write is on its way) and whether its page said
 * it was closing. */
export interface Heard {
  readonly at: number | null;
  readonly gone: boolean;
}

/** A day's daily deal as the result sheet reads it: the standing over signed-in accounts, and
 * whether the caller's own result counts in it. */
interface DailyDay {
  readonly standing: DailyStandingDoc | null;
  readonly counted: boolean;
}

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** What every change request carries: the room, and the version the player's screen showed (a
 * request made against an older version is refused as stale; without one it is not checked). */
interface RoomChange {
  readonly roomId: string;
  readonly version?: number;
}

/** Everything a screen can ask of a transport. Failures reject with a GameClientError. */
export interface GameClient {
  readonly mode: GameClientMode;
  /** The signed-in member's id (signing in anonymously first if needed). */
  whoAmI(): Promise<string>;
  /** Creates a room with the caller as host in seat 0; empty seats become AI when the game starts. */
  createRoom(request: { readonly playerName: string }): Promise<RoomRef>;
  /** Joins a room by invite code: a free seat if there is one (else a spectator place), or to
   * watch, or to ask to coach `coach`'s player, or (`nextSeat`) a free seat or else the queue for
   * the next one (a watcher asks these two ways too). */
  joinRoom(request: {
    readonly playerName: string;
    readonly inviteCode: string;
    readonly watch?: boolean;
    readonly coach?: Seat;
    readonly nextSeat?: boolean;
  }): Promise<RoomRef>;
  /** Moves a game played offline (as a replay link, or its record) into a new online room, the
   * caller in `seat`, the AI elsewhere. */
  createRoomFromGame(request: {
    readonly playerName: string;
    readonly game: { readonly link: string } | { readonly record: GameRecord };
    readonly seat: Seat;
  }): Promise<RoomRef>;
  /** Today's daily deal against three AIs, started at once: online the day's deal by the
   * server's clock (the table the player already has today, if any; refused once they have a
   * result); offline a practice deal. */
  playDaily(request: { readonly playerName: string }): Promise<RoomRef>;
  /** How the daily deal of `date` went for every signed-in account (`standing` null before any
   * finished), and whether the caller's own result counts in it (false for a guest's); null
   * offline. */
  dailyStanding(date: string): Promise<DailyDay | null>;
  /** Sits the player at a lesson's table (a room made by `lessonRoom`, already dealt) against the
   * AI: offline only, and never saved over the player's offline game. */
  startLesson(room: Room): Promise<RoomRef>;
  /** Leaves a room; a seated human's seat is played by the AI until they come back. */
  leaveRoom(roomId: string): Promise<void>;
  /** Sits in a free seat (lobby); during a game takes back the seat one left, else asks the host
   * for an AI seat (online). */
  takeSeat(change: RoomChange & { readonly seat: Seat }): Promise<void>;
  /** The host swaps two seats' occupants in the lobby. */
  swapSeats(change: RoomChange & { readonly seats: readonly [Seat, Seat] }): Promise<void>;
  /** The host changes the preset, single rules or the turn clock in the lobby. */
  configureRoom(change: RoomChange & { readonly changes: TableChanges }): Promise<void>;
  /** The host starts the game; empty seats become AI. */
  startGame(change: RoomChange): Promise<void>;
  /** Submits a bid, trump, play or agreement against the version the player saw. */
  act(change: RoomChange & { readonly action: Action }): Promise<void>;
  /** After the turn clock ran out, has the AI move for the absent seat. */
  claimTimeout(change: RoomChange): Promise<void>;
  /** Marks another seat away whose phone the server has not heard from for a while (online only). */
  markAway(change: RoomChange & { readonly seat: Seat }): Promise<void>;
  /** The host hands a seat to the AI (away) or gives it back; a person does so for their own
   * seat ("I'm back") (online only). */
  setAway(change: RoomChange & { readonly seat: Seat; readonly away: boolean }): Promise<void>;
  /** Says this member's phone is at the table (or, `gone`, that its page is closing): true once
   * the server took it, false when it was refused or lost (never thrown). Offline it does nothing. */
  sayHere(roomId: string, gone?: boolean): Promise<boolean>;
  /** Calls `onHeard` with every member's last heartbeat, by uid, now and on every change, until
   * unsubscribed (never offline, where nobody else sits). */
  subscribePresence(
    roomId: string,
    onHeard: (heard: ReadonlyMap<string, Heard>) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe;
  /** The seated player accepts or declines the watcher `uid`'s request to coach them (online only). */
  answerCoach(change: RoomChange & { readonly uid: string; readonly accept: boolean }): Promise<void>;
  /** The host sends the watcher `uid` away (online only). */
  removeWatcher(change: RoomChange & { readonly uid: string }): Promise<void>;
  /** The host lets the watcher `uid` play the AI seat they asked for, or declines (online only). */
  answerSeat(change: RoomChange & { readonly uid: string; readonly accept: boolean }): Promise<void>;
  /** A one-time secret that moves the caller's seat to the device that opens its link, and when it
   * stops working (online only). */
  offerTransfer(roomId: string): Promise<{ readonly token: string; readonly expiresAt: number }>;
  /** This device takes the seat whose link it opened (online only). */
  acceptTransfer(token: string): Promise<RoomRef>;
  /** Opens a finished daily table's other hands once its day is over everywhere (online only: a
   * practice deal offline is never secret). */
  openDaily(roomId: string): Promise<void>;
  /** Links this device's player to a Google account, so signing in with it elsewhere is the same
   * player (online only). */
  linkGoogle(): Promise<void>;
  /** Signs this device in with a Google account: the player linked to it, seats and all. */
  signInWithGoogle(): Promise<void>;
  /** This person's statistics and recent games: online the server's record of their account,
   * offline this device's; null before their first finished game. */
  readStats(): Promise<PersonStats | null>;
  /** Fetches the latest documents and pushes them to the subscribers (after a rejected move). */
  refresh(roomId: string): Promise<void>;
  /** Calls `onRoom` with the public room now and after every change, until unsubscribed. */
  subscribeRoom(
    roomId: string,
    onRoom: (room: RoomDocument) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe;
  /** Calls `onView` with the member's view now and after every change (none in the lobby): their
   * own, or as a watcher the spectators' or their coached seat's, following their place. */
  subscribeView(
    roomId: string,
    onView: (view: ViewDocument) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe;
}

/** A failure a player can read: a stable code plus a human message (e.g. "Not your turn"): the
 * server's own sentence when it sent one, else the code's words. */
export class GameClientError extends Error {
  override readonly name = 'GameClientError';

  constructor(
    readonly code: GameErrorCode,
    message: string = ERROR_WORDS[code],
  ) {
    super(message);
  }
}
