// The words a player reads for each error code: every code of shared's `ERROR_CODES` and the
// client's own. A refusal usually brings the server's sentence, more exact than these (it names
// the suit to follow, the wait, the seat); these are what the client says when it has none of its
// own, and for the failures only the client sees. A record with no default: a new code does not
// compile until it has its words here.
import type { ErrorCode } from '@texas42/shared';

/** Failures only the client sees: the transport, the phone, a code it does not know. */
export const CLIENT_ERROR_CODES = [
  'client/unreachable', // the game server cannot be reached
  'client/offline', // online only: an offline table has no invites or audience
  'client/no-game', // the offline game is no longer saved on this phone
  'client/other-tab', // another tab of this browser plays this offline game now
  'client/unknown-code', // the server refused with a code this version of the app does not know
  'client/unknown', // anything else that went wrong
  'auth/google-taken', // that Google account is already another player's
  'auth/google-linked', // this player is already linked to a Google account
  'auth/google-cancelled', // the Google window was closed before it finished
  'auth/google-blocked', // the browser blocked the Google window
] as const;

/** One of `CLIENT_ERROR_CODES`. */
type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code a `GameClientError` carries: the server's refusals and the client's own failures. */
export type GameErrorCode = ErrorCode | ClientErrorCode;

/** What a player reads for each code. */
export const ERROR_WORDS: { readonly [C in GameErrorCode]: string } = {
  'room/bad-request': 'That request was not understood.',
  'room/wrong-code': 'That invite code does not match this table.',
  'room/not-member': 'You are not at this table. Ask for the invite link.',
  'room/not-seated': 'Watchers cannot do that: take a free seat to join in.',
  'room/not-host': 'Only the host can do that.',
  'room/not-in-lobby': 'The game has started: the table is set.',
  'room/not-playing': 'The game has not started yet.',
  'room/game-over': 'The game is over.',
  'room/seat-taken': 'Someone already sits there.',
  'room/stale': 'The table has changed since you looked: try again.',
  'room/not-your-seat': 'You can only move for your own seat.',
  'room/system-action': 'The table does that by itself.',
  'room/illegal': 'The rules do not allow that move.',
  'room/not-allowed': 'That move is not allowed at this table.',
  'room/invalid-setting': 'That rule setting is not one the table can use.',
  'room/unknown-transformer': 'That rule variant is not one the table knows.',
  'room/too-early': 'The turn clock has not run out yet.',
  'room/nothing-to-claim': 'Nobody owes a move.',
  'room/still-here': 'That player is still here: their phone checked in lately.',
  'room/no-seat-request': 'That watcher is not asking for a seat you can give.',
  'room/already-seated': 'This phone already has a seat at this table.',
  'room/daily': 'The daily deal is played alone, once a day.',
  'room/removed': 'The host asked you to leave this table: you can join again when its next game starts.',
  'room/daily-secret':
    'Everyone plays the daily deal today: its other hands open once the day is over everywhere.',
  'room/full': 'This table has as many watchers as it takes.',
  'room/cannot-coach': 'Only a seat a person sits in can be coached, and not your own.',
  'room/has-played': 'You have played in this game, so you cannot coach in it.',
  'room/has-coached': 'You have coached in this game, so you cannot play in it until it ends.',
  'room/no-request': 'Nobody by that name is asking to coach you.',
  'room/no-deal-key': 'The table cannot deal right now: try again.',
  'payload/not-an-object': 'That request was not understood.',
  'payload/unknown-field': 'That request was not understood.',
  'payload/too-large': 'That request is too large.',
  'payload/room-id': 'That is not a table this app knows.',
  'payload/version': 'That request was not understood.',
  'payload/name': 'Choose a name of letters, digits and spaces.',
  'payload/code': 'That is not an invite code.',
  'payload/joining': 'Choose to sit, watch or coach.',
  'payload/preset': 'That is not a set of rules the table offers.',
  'payload/seat': 'That is not a seat at the table.',
  'payload/seats': 'Choose two different seats.',
  'payload/changes': 'Those rule changes were not understood.',
  'payload/bid': 'That is not a bid.',
  'payload/trump': 'That is not a trump you can call.',
  'payload/domino': 'That is not a domino.',
  'payload/agreement': 'That was not understood: tap Next again.',
  'payload/game': 'That game cannot be read: the link may be damaged.',
  'payload/uid': 'That player is not at the table.',
  'payload/accept': 'Answer yes or no.',
  'payload/away': 'Say whether the AI plays the seat or its person does.',
  'payload/token': 'That link to continue on this phone is damaged.',
  'format/unknown-version': 'The app was updated: please reload the page.',
  'format/damaged': 'The saved table is damaged and cannot be played on.',
  'quota/open-tables': 'You already have many open tables: finish or leave one before making another.',
  'quota/creates': 'You have made many tables in a short time: try again in a few minutes.',
  'quota/joins': 'You have joined many tables in a short time: try again in a few minutes.',
  'quota/away': 'You have marked players away many times in a short time: try again in a few minutes.',
  'room/not-found': 'That table does not exist (any more).',
  'auth/signed-out': 'Sign in to play.',
  'server/busy': 'The table is busy: please try again.',
  'daily/played': 'You have played today’s deal; come back tomorrow.',
  'transfer/link-gone': 'This link no longer works: make a new one from the table menu on your other phone.',
  'client/unreachable': 'Can’t reach the game server. Check your connection and try again.',
  'client/offline': 'Offline games are played on this phone alone.',
  'client/no-game': 'This game is no longer saved on this device.',
  'client/other-tab': 'This game is open in another tab.',
  'client/unknown-code':
    'The game server answered in a way this version of the app does not know. Reload the page to update it.',
  'client/unknown': 'Something went wrong. Check your connection and try again.',
  'auth/google-taken':
    'That Google account is already another player’s: sign in with it from the home screen instead.',
  'auth/google-linked': 'This player is already linked to a Google account.',
  'auth/google-cancelled': 'Google sign-in was closed before it finished.',
  'auth/google-blocked': 'The browser blocked the Google window: allow pop-ups and try again.',
};
