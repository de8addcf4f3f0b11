// What each callable takes and answers. The requests are derived from their schemas
// (request-schemas.ts). The client never names its own uid (the server takes it from auth; answerCoach and
// removeWatcher name the watcher they concern) nor a
// time or seed (the server passes its own); a move names its seat only optionally, defaulting to
// the caller's seat. `version` is the room version the client's screen showed.

import type * as v from 'valibot';
import type { CallableName } from './callables';
import type { REQUEST_SCHEMAS, RequestName } from './request-schemas';

/** Each callable's request payload, as its schema checked it. */
export type CallableRequests = {
  readonly [N in RequestName]: v.InferOutput<(typeof REQUEST_SCHEMAS)[N]>;
};

/** createRoomFromGame: an offline game moves online, from its replay link or its record. */
export type CreateRoomFromGameRequest = CallableRequests['createRoomFromGame'];

/** How a newcomer wants to take part: sit if a seat is free (default), spectate, or coach a seat. */
export type Joining = NonNullable<CallableRequests['joinRoom']['joining']>;

/** A bid as the client sends it: points (30..41) or marks, splash, plunge (in marks); or 'pass'. */
export type BetChoice = CallableRequests['placeBet']['bid'];

/** What every callable that changes a room answers: the room and its new version. */
export interface RoomResponse {
  readonly roomId: string;
  readonly version: number;
}

/** What createRoom, joinRoom, createRoomFromGame and playDaily answer: also the invite code. */
export interface RoomWithCodeResponse extends RoomResponse {
  readonly code: string;
}

/** What offerTransfer answers: the link's secret, and when it stops working (ms since the epoch). */
export interface TransferOffer {
  readonly token: string;
  readonly expiresAt: number;
}

/** The callables that answer more than the room and its version: the ones that hand out the
 * invite code, and offerTransfer's link. */
interface OtherResponses {
  readonly createRoom: RoomWithCodeResponse;
  readonly joinRoom: RoomWithCodeResponse;
  readonly createRoomFromGame: RoomWithCodeResponse;
  readonly playDaily: RoomWithCodeResponse;
  readonly offerTransfer: TransferOffer;
}

/** Each callable's response: a `RoomResponse` unless `OtherResponses` names another. */
export type CallableResponses = {
  readonly [N in CallableName]: N extends keyof OtherResponses ? OtherResponses[N] : RoomResponse;
};

/** The response of callable `N`. */
export type ResponseOf<N extends CallableName> = CallableResponses[N];
