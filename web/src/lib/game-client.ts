// The one seam between screens and transports: screens send a GameClient the room service's
// operations by name (`send('placeBet', …)`, one generic method, typed by the request schemas),
// and render the two documents it pushes: the public room (lobby, scoreboard) and the PlayerView
// the member may read (their own, or the one watchers or coaches share). Two implementations:
// Firebase (callables + onSnapshot) and offline (the same room service in a Web Worker, with AI
// seats). Screens never know which.
import type {
  AiLevel,
  CallableName,
  CallableRequests,
  CallableResponses,
  DailyStandingDoc,
  LessonDeal,
  PersonStats,
  PlayerView,
  PublicRoom,
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

/** The room an operation that makes or finds one answered, with its invite code online (an
 * offline room has none to share). */
export const roomRefOf = (mode: GameClientMode, answer: { roomId: string; code?: string }): RoomRef => ({
  roomId: answer.roomId,
  inviteCode: mode === 'online' ? (answer.code ?? null) : null,
});

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

/** The AI levels whose thinking this device cut to keep the game moving (offline, on a phone too
 * slow for them: lib/offline/ai-pace.ts), each with the lighter level that answers in time here. */
export type AiPaces = ReadonlyMap<AiLevel, AiLevel>;

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** What a screen does with the room it subscribes to: plays at it (the lobby, the table), or only
 * reads it (a hand's review). Offline one tab plays a saved game: a screen that plays it takes it
 * for this tab; one that reads it never takes it from the tab that plays it, and plays and saves
 * none of it. Online the server keeps the one room: the same either way. */
export type RoomUse = 'play' | 'read';

/** Everything a screen can ask of a transport. Failures reject with a GameClientError. */
export interface GameClient {
  readonly mode: GameClientMode;
  /** The signed-in member's id (signing in anonymously first if needed). */
  whoAmI(): Promise<string>;
  /** Sends one operation of the room service, by its callable's name, with the payload its
   * request schema takes (`REQUEST_SCHEMAS`), and answers what the operation answers. Online it is
   * the deployed callable of that name; offline the same operation on the offline table, which
   * refuses with `client/offline` what only an online room can do. */
  send<N extends CallableName>(operation: N, payload: CallableRequests[N]): Promise<CallableResponses[N]>;
  /** How the daily deal of `date` went for every signed-in account (`standing` null before any
   * finished), and whether the caller's own result counts in it (false for a guest's); null
   * offline. */
  dailyStanding(date: string): Promise<DailyDay | null>;
  /** Sits the player at a lesson's table, dealt from the lesson's deal, against the AI: offline
   * only (online it refuses with `client/offline`), and never saved over the player's offline
   * game. Not an operation of the room service: no server ever holds a lesson's room. */
  startLesson(lesson: LessonDeal, playerName: string): Promise<RoomRef>;
  /** Says this member's phone is at the table (or, `gone`, that its page is closing): true once
   * the server took it, false when it was refused or lost (never thrown). Offline it does nothing. */
  sayHere(roomId: string, gone?: boolean): Promise<boolean>;
  /** `uid`'s last heartbeat at the table as the server holds it now (null: none), read from the
   * server rather than from a listener that may lag; rejects when it cannot be read (online only). */
  heardNow(roomId: string, uid: string): Promise<Heard | null>;
  /** Calls `onHeard` with every member's last heartbeat, by uid, now and on every change, until
   * unsubscribed (never offline, where nobody else sits). */
  subscribePresence(
    roomId: string,
    onHeard: (heard: ReadonlyMap<string, Heard>) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe;
  /** Calls `onPaces` with the AI levels this device thinks less at, now and on every change, until
   * unsubscribed (offline only: online the AI thinks on the server, at its full budget). */
  subscribePace(
    roomId: string,
    onPaces: (paces: AiPaces) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe;
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
  /** Makes this tab the one that plays the offline game `roomId`, from its latest save, after
   * another tab took it ('client/other-tab'). Online the server keeps the one game: nothing. */
  playHere(roomId: string): Promise<void>;
  /** Calls `onRoom` with the public room now and after every change, until unsubscribed; `use`
   * says whether the screen plays at the room (the default) or only reads it. */
  subscribeRoom(
    roomId: string,
    onRoom: (room: RoomDocument) => void,
    onError: (error: GameClientError) => void,
    use?: RoomUse,
  ): Unsubscribe;
  /** Calls `onView` with the member's view now and after every change (none in the lobby): their
   * own, or as a watcher the spectators' or their coached seat's, following their place; `use` as
   * for the room. */
  subscribeView(
    roomId: string,
    onView: (view: ViewDocument) => void,
    onError: (error: GameClientError) => void,
    use?: RoomUse,
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
