// One schema per callable request: the payload a client may send, field by field, with nothing
// else allowed. The request types are derived from these (requests.ts), and parseRequest runs
// them at the edge, so the room layer only ever sees checked, typed values.

import * as v from 'valibot';
import {
  accept,
  agreement,
  away,
  bid,
  code,
  domino,
  joining,
  link,
  name,
  preset,
  roomId,
  seat,
  seats,
  token,
  trump,
  uid,
  version,
} from './field-schemas';
import { gameRecord } from './game-record-schema';
import { tableChanges } from './table-changes-schema';

/** A request about one room, made against the version the client saw (checked when given). */
const target = { roomId, version: v.optional(version) };

/** A move at the table; `seat` defaults to the caller's own (another seat is refused). */
const move = { ...target, seat: v.optional(seat) };

/** createRoomFromGame: the game comes as a replay link or as a record, exactly one of them. */
const createRoomFromGame = v.pipe(
  v.strictObject({
    name,
    seat: v.optional(seat),
    link: v.optional(link),
    record: v.optional(gameRecord),
  }),
  v.forward(
    v.check(
      (request) => (request.link === undefined) !== (request.record === undefined),
      'Send the game as a replay link or as a record',
    ),
    ['link'],
  ),
  v.transform(({ link, record, ...rest }) =>
    // The check above leaves exactly one of them.
    link !== undefined ? { ...rest, link } : { ...rest, record: record! },
  ),
);

/** Every callable's request schema, by callable name. */
export const REQUEST_SCHEMAS = {
  /** A new room in its lobby, the caller its host in seat 0 ('house' rules when no preset). */
  createRoom: v.strictObject({ name, preset: v.optional(preset) }),
  /** By invite code: a free seat unless `joining` says otherwise. */
  joinRoom: v.strictObject({ code, name, joining: v.optional(joining) }),
  /** A seat in a game passes to the AI and stays the leaver's to retake. */
  leaveRoom: v.strictObject(target),
  /** Any free seat in the lobby; an AI seat during a game. */
  takeSeat: v.strictObject({ ...target, seat }),
  /** The host swaps two seats' occupants in the lobby (partners sit opposite). */
  swapSeats: v.strictObject({ ...target, seats }),
  /** The host changes preset, settings, variants or turn clock in the lobby. */
  configureRoom: v.strictObject({ ...target, changes: tableChanges }),
  /** The host deals; empty seats go to the AI. */
  startGame: v.strictObject(target),
  /** A bid or a pass. */
  placeBet: v.strictObject({ ...move, bid }),
  /** The declarer names trump. */
  selectTrump: v.strictObject({ ...move, trump }),
  /** Plays one domino from the caller's hand. */
  playDomino: v.strictObject({ ...move, domino }),
  /** Taps "Next" to collect the trick or score the hand. */
  agree: v.strictObject({ ...move, to: agreement }),
  /** After the turn clock runs out, the AI moves for the absent seat. */
  claimTimeout: v.strictObject(target),
  /** An offline game moves online, the caller in `seat` (0 when omitted). */
  createRoomFromGame,
  /** A seat's player accepts or declines the person who asked to coach them. */
  answerCoach: v.strictObject({ ...target, uid, accept }),
  /** The host removes a watcher. */
  removeWatcher: v.strictObject({ ...target, uid }),
  /** A player marks another seat away: the server checks that its phone has gone silent. */
  markAway: v.strictObject({ ...target, seat }),
  /** A member takes the host role of a lobby: the server checks that the host's phone has been
   * silent a while. `host`: the uid of the host the caller saw, so a claim that came second learns
   * who is host now. */
  claimHost: v.strictObject({ ...target, host: v.optional(uid) }),
  /** The host hands a seat to the AI or gives it back; a person does so for their own seat. */
  setAway: v.strictObject({ ...target, seat, away }),
  /** The host (or the person who left the seat) lets watcher `uid` play the AI seat they asked for,
   * or not. */
  answerSeat: v.strictObject({ ...target, uid, accept }),
  /** A seated player asks for a one-time link that moves their seat to another device. */
  offerTransfer: v.strictObject({ roomId }),
  /** The device that opened that link takes the seat. */
  acceptTransfer: v.strictObject({ token }),
  /** Today's daily deal (the server's day), the caller against three AIs: a new table, or the
   * one they already have today. */
  playDaily: v.strictObject({ name }),
  /** A member of a finished daily table opens its hands, once the day is over everywhere. */
  openDaily: v.strictObject(target),
} as const;

/** A callable whose request has a schema: every one of CALLABLES. */
export type RequestName = keyof typeof REQUEST_SCHEMAS;
