// Room errors are values, like rule errors: a stable code for programs (functions/ maps each to an
// HttpsError) and a message a player understands. A move the rules forbid carries the engine's
// own error as `rule`, so the player reads "You must follow sixes", not a generic refusal.

import type { RuleError } from '../engine';

export const ROOM_ERROR_CODES = [
  'room/bad-request', // the request is malformed (missing uid, bad name, not an action)
  'room/wrong-code', // the invite code does not open this room
  'room/not-member', // the requester is not in the room
  'room/not-seated', // the requester watches and may not do this
  'room/not-host', // only the host may do this
  'room/not-in-lobby', // the game has started: the lobby is closed
  'room/not-playing', // there is no game in progress
  'room/game-over', // the game has ended
  'room/seat-taken', // a person already sits there
  'room/stale', // the request was made against an older version of the room
  'room/not-your-seat', // a player acts only for their own seat
  'room/system-action', // the room runs the follow-ups itself
  'room/illegal', // the rules forbid the move (see `rule`)
  'room/not-allowed', // the table's rule transformers forbid the move
  'room/invalid-setting', // a rule setting or the turn limit is out of range
  'room/unknown-transformer', // no transformer by that name, or bad parameters
  'room/too-early', // the turn clock has not run out
  'room/nothing-to-claim', // nobody owes a move the AI could make
  'room/full', // the table has as many watchers as it takes
  'room/cannot-coach', // only a seat a person sits in can be coached
  'room/has-played', // someone who sat in this game may not coach in it
  'room/has-coached', // someone who coached in this game may not sit in it
  'room/no-request', // that watcher is not asking to coach the caller
  'room/no-deal-key', // an online game must deal and the change brought no key for it
  'room/still-here', // that player's phone checked in lately: they are not away
  'room/no-seat-request', // that watcher is not asking for a seat the caller may give
  'room/already-seated', // the caller already sits at this table
  'room/daily', // a daily table is played alone and once, and only the daily deal makes one
  'room/removed', // the host sent the caller away: they stay away until the next game starts
  'room/daily-secret', // the day's deal is still being played: its other hands stay hidden
] as const;
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

export interface RoomError {
  readonly code: RoomErrorCode;
  readonly message: string;
  /** The engine's refusal, when the rules forbid the move. */
  readonly rule?: RuleError;
}

/** A room error with a player-facing message. */
export const roomError = (code: RoomErrorCode, message: string, rule?: RuleError): RoomError =>
  rule === undefined ? { code, message } : { code, message, rule };
