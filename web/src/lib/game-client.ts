// The one seam between screens and transports: screens ask a GameClient to create, join and act
// in rooms, and render the player views it pushes through `subscribe`. Two implementations come
// later: Firebase (callables + onSnapshot of the seat's view document) and offline (the same room
// layer in a Web Worker, with AI seats). Screens never know which one they talk to.

/** Which transport a client uses; online rooms have invite codes, offline rooms do not. */
export type GameClientMode = 'online' | 'offline';

/**
 * Stand-in for @texas42/shared's PlayerView (the seat's projection of the room) until the view
 * module lands: every view names its room and carries the room's version.
 */
export type PlayerView = { readonly roomId: string; readonly version: number } & Readonly<
  Record<string, unknown>
>;

/** Stand-in for @texas42/shared's Action union. */
export type ClientAction = { readonly type: string } & Readonly<Record<string, unknown>>;

/** A room this client has a seat (or a spectator place) in. */
export interface RoomRef {
  readonly roomId: string;
  /** Six-character code friends join with; null for offline rooms. */
  readonly inviteCode: string | null;
}

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** Everything a screen can ask of a transport. Failures reject with a GameClientError. */
export interface GameClient {
  readonly mode: GameClientMode;
  /** Creates a room with the caller as host in seat 0; empty seats become AI when the game starts. */
  createRoom(request: { readonly playerName: string }): Promise<RoomRef>;
  /** Joins a room by invite code: a free seat if there is one, else a spectator place. */
  joinRoom(request: { readonly playerName: string; readonly inviteCode: string }): Promise<RoomRef>;
  /** Leaves a room; a seated human's seat is played by the AI until they come back. */
  leaveRoom(roomId: string): Promise<void>;
  /** Submits an action against the view version the player saw; resolves with the new version. */
  act(roomId: string, action: ClientAction, version: number): Promise<{ readonly version: number }>;
  /** Calls `onView` with the current view and every later one until unsubscribed. */
  subscribe(
    roomId: string,
    onView: (view: PlayerView) => void,
    onError?: (error: GameClientError) => void,
  ): Unsubscribe;
}

/** A failure a player can read: a stable code plus a human message (e.g. "Not your turn"). */
export class GameClientError extends Error {
  override readonly name = 'GameClientError';

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
