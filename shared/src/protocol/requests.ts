// What each callable takes and answers. The client never names its own uid (the server takes it
// from auth; answerCoach and removeWatcher name the watcher they concern) nor a time or seed (the server passes its own); a move names its seat only optionally,
// defaulting to the caller's seat. `version` is the room version the client's screen showed.

import type { Agreement, BidKind, DominoId, PresetName, Seat, Trump } from '../engine';
import type { GameRecord } from '../codec';
import type { Joining, TableChanges } from '../room';
import type { CallableName } from './callables';

/** A request about one room, made against the version the client saw (checked when given). */
export interface RoomTarget {
  /** The room, as returned by createRoom / joinRoom. */
  readonly roomId: string;
  /** The room version the client acted on; an older one is refused as stale. */
  readonly version?: number;
}

/** A move at the table; `seat` defaults to the caller's own (another seat is refused). */
export interface MoveTarget extends RoomTarget {
  readonly seat?: Seat;
}

/** createRoom: a new room in its lobby, the caller its host in seat 0. */
export interface CreateRoomRequest {
  readonly name: string;
  /** The rule preset to start from ('house' when omitted). */
  readonly preset?: PresetName;
}

/** joinRoom: by invite code (case, spaces and dashes ignored); a free seat unless `joining` says otherwise. */
export interface JoinRoomRequest {
  readonly code: string;
  readonly name: string;
  readonly joining?: Joining;
}

/** leaveRoom: a seat in a game passes to the AI and stays the leaver's to retake. */
export type LeaveRoomRequest = RoomTarget;

/** takeSeat: any free seat in the lobby; an AI seat during a game. */
export interface TakeSeatRequest extends RoomTarget {
  readonly seat: Seat;
}

/** swapSeats: the host swaps two seats' occupants in the lobby (partners sit opposite). */
export interface SwapSeatsRequest extends RoomTarget {
  readonly seats: readonly [Seat, Seat];
}

/** configureRoom: the host changes preset, settings, transformers or turn clock in the lobby. */
export interface ConfigureRoomRequest extends RoomTarget {
  readonly changes: TableChanges;
}

/** startGame: the host deals; empty seats go to the AI. */
export type StartGameRequest = RoomTarget;

/** A bid as the client sends it: points (30..41) or marks, splash, plunge (in marks); or 'pass'. */
export type BetChoice = { readonly kind: BidKind; readonly value: number } | 'pass';

/** placeBet: a bid or a pass for the caller's seat. */
export interface PlaceBetRequest extends MoveTarget {
  readonly bid: BetChoice;
}

/** selectTrump: the declarer names trump. */
export interface SelectTrumpRequest extends MoveTarget {
  readonly trump: Trump;
}

/** playDomino: plays one domino (id 0..27, as in the engine) from the caller's hand. */
export interface PlayDominoRequest extends MoveTarget {
  readonly domino: DominoId;
}

/** agree: taps "Next" to collect the trick or score the hand. */
export interface AgreeRequest extends MoveTarget {
  readonly to: Agreement;
}

/** claimTimeout: after the turn clock runs out, the AI moves for the absent seat. */
export type ClaimTimeoutRequest = RoomTarget;

/** createRoomFromGame: an offline game moves online, the caller in `seat` (0 when omitted). */
export type CreateRoomFromGameRequest = {
  readonly name: string;
  readonly seat?: Seat;
} & ({ readonly link: string } | { readonly record: GameRecord });

/** answerCoach: the caller, seated, accepts or declines a watcher's request to coach them. */
export interface AnswerCoachRequest extends RoomTarget {
  /** The watcher who asked. */
  readonly uid: string;
  readonly accept: boolean;
}

/** removeWatcher: the host sends a watcher away; their access to the table ends. */
export interface RemoveWatcherRequest extends RoomTarget {
  /** The watcher to send away. */
  readonly uid: string;
}

/** What every callable that changes a room answers: the room and its new version. */
export interface RoomResponse {
  readonly roomId: string;
  readonly version: number;
}

/** What createRoom, joinRoom and createRoomFromGame answer: also the invite code. */
export interface RoomWithCodeResponse extends RoomResponse {
  readonly code: string;
}

/** Each callable's request payload. */
export interface CallableRequests {
  readonly createRoom: CreateRoomRequest;
  readonly joinRoom: JoinRoomRequest;
  readonly leaveRoom: LeaveRoomRequest;
  readonly takeSeat: TakeSeatRequest;
  readonly swapSeats: SwapSeatsRequest;
  readonly configureRoom: ConfigureRoomRequest;
  readonly startGame: StartGameRequest;
  readonly placeBet: PlaceBetRequest;
  readonly selectTrump: SelectTrumpRequest;
  readonly playDomino: PlayDominoRequest;
  readonly agree: AgreeRequest;
  readonly claimTimeout: ClaimTimeoutRequest;
  readonly createRoomFromGame: CreateRoomFromGameRequest;
  readonly answerCoach: AnswerCoachRequest;
  readonly removeWatcher: RemoveWatcherRequest;
}

/** Each callable's response. */
export interface CallableResponses {
  readonly createRoom: RoomWithCodeResponse;
  readonly joinRoom: RoomWithCodeResponse;
  readonly leaveRoom: RoomResponse;
  readonly takeSeat: RoomResponse;
  readonly swapSeats: RoomResponse;
  readonly configureRoom: RoomResponse;
  readonly startGame: RoomResponse;
  readonly placeBet: RoomResponse;
  readonly selectTrump: RoomResponse;
  readonly playDomino: RoomResponse;
  readonly agree: RoomResponse;
  readonly claimTimeout: RoomResponse;
  readonly createRoomFromGame: RoomWithCodeResponse;
  readonly answerCoach: RoomResponse;
  readonly removeWatcher: RoomResponse;
}

/** The response of callable `N`. */
export type ResponseOf<N extends CallableName> = CallableResponses[N];
