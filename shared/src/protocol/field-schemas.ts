// The schemas of the payload fields the callables share, each with its refusal: a stable code and
// what a player reads when the field is missing or wrong (a part of a field may say better). The
// request schemas (request-schemas.ts) are built from these; parse-request.ts turns the first
// problem a schema finds into the field's refusal.

import * as v from 'valibot';
import { AGREEMENTS, BID_KINDS, DOMINO_COUNT, PRESETS, SEATS, TRUMPS } from '../engine';
import type { PresetName } from '../engine';
import { isInviteCode, normalizeCode } from '../room';
import type { PayloadError } from './payload-errors';
import { MAX_NAME_LENGTH, checkPlayerName } from './player-name';

/** The longest replay link accepted, in characters. */
export const MAX_LINK_LENGTH = 4_000;

/** Each payload field's refusal, by the field's name in the request. */
export const FIELDS = {
  roomId: { code: 'payload/room-id', message: 'That table does not exist' },
  version: { code: 'payload/version', message: 'The table version must be a whole number' },
  seat: { code: 'payload/seat', message: 'A seat is 0, 1, 2 or 3' },
  seats: { code: 'payload/seats', message: 'Pick two different seats' },
  name: { code: 'payload/name', message: `Please enter a name of 1 to ${MAX_NAME_LENGTH} characters` },
  code: { code: 'payload/code', message: 'An invite code is 6 letters and digits' },
  joining: {
    code: 'payload/joining',
    message: 'Join to sit, to watch, to wait for the next free seat, or to coach a seat',
  },
  preset: { code: 'payload/preset', message: 'Pick house or tournament rules' },
  changes: { code: 'payload/changes', message: 'Send the rule changes as named values' },
  bid: { code: 'payload/bid', message: 'A bid is points or marks, or a pass' },
  trump: { code: 'payload/trump', message: 'That is not a trump' },
  domino: { code: 'payload/domino', message: 'That is not a domino' },
  to: { code: 'payload/agreement', message: 'Agree to collect the trick or score the hand' },
  link: { code: 'payload/game', message: 'That replay link is damaged' },
  record: { code: 'payload/game', message: 'That game record is damaged' },
  uid: { code: 'payload/uid', message: 'That is not a person at this table' },
  accept: { code: 'payload/accept', message: 'Answer yes or no' },
  away: { code: 'payload/away', message: 'Say whether the AI plays the seat (true) or its person (false)' },
  token: { code: 'payload/token', message: 'That link to continue on this phone is damaged' },
} as const satisfies Readonly<Record<string, PayloadError>>;

/** The name of a payload field. */
export type Field = keyof typeof FIELDS;

/** `schema` as field `key`: whatever goes wrong inside it reads as the field's message. */
export const field = <const S extends v.GenericSchema>(key: Field, schema: S): S =>
  v.message(schema, FIELDS[key].message);

/** `schema`, an object schema, refusing arrays (valibot's object schemas read an array as an object). */
export const notArray = <const S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.custom<v.InferInput<S>>((input) => !Array.isArray(input)),
    schema,
  );

/** A whole number from `low` to `high` (never NaN nor Infinity). */
export const wholeIn = (low: number, high: number, message?: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(low, message), v.maxValue(high, message));

/** Firestore ids as this app makes them: letters, digits, - and _ (no "/", no "..", no dots). */
const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A room id, safe as a path segment (never one of Firestore's reserved `__name__` ids). */
export const roomId = field(
  'roomId',
  v.pipe(
    v.string(),
    v.regex(ROOM_ID),
    v.check((id) => !/^__.*__$/.test(id)),
  ),
);

/** The room version the client acted on. */
export const version = field('version', v.pipe(v.number(), v.safeInteger(), v.minValue(0)));

/** A seat, 0..3. */
export const seatOf = v.picklist(SEATS);

/** A seat the request names. */
export const seat = field('seat', seatOf);

/** Two different seats. */
export const seats = field(
  'seats',
  v.pipe(
    v.strictTuple([seatOf, seatOf]),
    v.check(([a, b]) => a !== b),
    v.readonly(),
  ),
);

/** A display name, trimmed and NFC, checked by `checkPlayerName`. */
export const name = field(
  'name',
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const checked = checkPlayerName(dataset.value);
      if (checked.ok) return checked.value;
      addIssue({ message: checked.error });
      return NEVER;
    }),
  ),
);

/** An invite code, normalised (case, spaces and dashes ignored). */
export const code = field(
  'code',
  v.pipe(v.string(), v.maxLength(32), v.transform(normalizeCode), v.check<string>(isInviteCode)),
);

/** How a newcomer joins: to sit (a free seat), to watch, to wait for the next free seat, or to
 * coach a seat. */
export const joining = field(
  'joining',
  v.union([v.picklist(['sit', 'watch', 'next-seat']), v.strictObject({ coach: seatOf })]),
);

/** A rule preset's name. */
export const presetName = v.picklist(Object.keys(PRESETS) as PresetName[]);

/** The preset a new room starts from. */
export const preset = field('preset', presetName);

/** A bid (points 30..41, or marks, splash, plunge in marks; the table judges which) or a pass. */
export const bid = field(
  'bid',
  v.union([
    v.literal('pass'),
    v.strictObject({
      kind: v.picklist(BID_KINDS),
      value: wholeIn(1, 42, 'A bid is 30 to 41 points, or a number of marks'),
    }),
  ]),
);

/** A trump declaration. */
export const trump = field('trump', v.picklist(TRUMPS));

/** A domino id, 0..27 as in the engine. */
export const domino = field('domino', wholeIn(0, DOMINO_COUNT - 1));

/** What a seat agrees to. */
export const agreement = field('to', v.picklist(AGREEMENTS));

/** A replay link, as text. */
export const link = field('link', v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LINK_LENGTH)));

/** Another person's user id, as Firebase Auth makes them: at most 128 characters, a usable path
 * segment (no "/", not "." or ".."), with no space around it. */
export const uid = field(
  'uid',
  v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(128),
    v.check((id) => !id.includes('/') && id.trim() === id && id !== '.' && id !== '..'),
  ),
);

/** Yes or no. */
export const accept = field('accept', v.boolean());

/** Whether the AI plays a person's seat (true) or the person does (false). */
export const away = field('away', v.boolean());
/** The secret of a "continue on another phone" link: the uid of the person who made it, a dot,
 * and 32 random bytes in base64url (TRANSFER_TOKEN documents it; the server checks the rest). */
export const token = field('token', v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}\.[A-Za-z0-9_-]{43}$/)));
