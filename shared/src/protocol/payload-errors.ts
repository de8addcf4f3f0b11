// Why a payload was refused before it reached the room. A client is untrusted: every request is
// checked against its callable's schema before a transaction starts, and only the checked value
// goes on. Messages are for players; codes are `payload/<field>`.

import type { Result } from '../engine';

/** Why a payload was refused before it reached the room (functions/ maps these to invalid-argument). */
export const PAYLOAD_ERROR_CODES = [
  'payload/not-an-object', // not plain data: no object, a non-plain object, or a prototype key
  'payload/unknown-field', // a field the callable does not take
  'payload/too-large', // the payload is bigger or deeper than any honest request
  'payload/room-id', // missing or malformed room id
  'payload/version', // the version is not a whole number
  'payload/name', // missing, empty, overlong, hidden-character or AI-impersonating display name
  'payload/code', // not an invite code
  'payload/joining', // not sit, watch or { coach: seat }
  'payload/preset', // not a preset name
  'payload/seat', // not a seat 0..3
  'payload/seats', // not two different seats
  'payload/changes', // configureRoom's changes are not shaped as table changes
  'payload/bid', // not a bid { kind, value } or 'pass'
  'payload/trump', // not a trump declaration
  'payload/domino', // not a domino id 0..27
  'payload/agreement', // not complete-trick or score-hand
  'payload/game', // createRoomFromGame got neither a replay link nor a game record
  'payload/uid', // not a user id (the person a coach answer or a watcher removal is about)
  'payload/accept', // a coach or seat answer that is not yes or no
  'payload/away', // setAway: whether the AI plays the seat must be true or false
  'payload/token', // not the secret of a "continue on another phone" link
] as const;

/** One of `PAYLOAD_ERROR_CODES`. */
export type PayloadErrorCode = (typeof PAYLOAD_ERROR_CODES)[number];

/** A refused payload: a stable code and a message a player understands. */
export interface PayloadError {
  readonly code: PayloadErrorCode;
  readonly message: string;
}

/** A parsed payload, or why it was refused. */
export type Parsed<T> = Result<T, PayloadError>;
