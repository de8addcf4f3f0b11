// The callables that make a room: a new lobby (with the preset asked for), an offline game
// moved online, or the day's daily deal. No room exists before them, so they take the new room's id and invite seed
// instead of a room; the callable finds a free invite code and writes the room and its invite.

import { err, ok } from '../engine';
import type { Result } from '../engine';
import { decodeGame } from '../codec';
import type { CodecErrorCode, GameRecord } from '../codec';
import { configureRoom, createRoom, createRoomFromGame, dailyTable } from '../room';
import { DAMAGED_LINK, GAME_TOO_LONG } from '../protocol';
import type { PayloadError, CreateRoomFromGameRequest } from '../protocol';
import type { CreatingCallable, RoomCreation } from './operation';

/** What the caller is told when the codec refuses their link: a cut or mistyped link (its check
 * fails) in the words the replay screen uses, an endless one as too long, anything else damaged. */
const LINK_REFUSALS: Readonly<Record<CodecErrorCode, PayloadError>> = {
  'codec/check-failed': {
    code: 'payload/game',
    message: 'That replay link is incomplete or mistyped: copy the whole link again',
  },
  'codec/too-long': GAME_TOO_LONG,
  'codec/malformed': DAMAGED_LINK,
  'codec/unsupported': DAMAGED_LINK,
  'codec/illegal-action': DAMAGED_LINK,
};

/** The game a request carries, its replay link decoded (a damaged or endless link is the caller's
 * error, refused before more than MAX_GAME_ACTIONS actions are replayed). */
const recordIn = (request: CreateRoomFromGameRequest): Result<GameRecord, PayloadError> => {
  if (!('link' in request)) return ok(request.record);
  const decoded = decodeGame(request.link);
  return decoded.ok ? decoded : err(LINK_REFUSALS[decoded.error.code]);
};

/** Each room-making callable's operation. */
export const CREATIONS: { readonly [N in CreatingCallable]: RoomCreation<N> } = {
  createRoom: {
    deals: 'none',
    create: (uid, { name, preset }, { id, seed }) => {
      const created = createRoom({ id, uid, name, seed });
      return created.ok && preset !== undefined ? configureRoom(created.value, { uid, preset }) : created;
    },
  },
  createRoomFromGame: {
    onlineOnly: true,
    deals: 'first',
    create: (uid, request, { id, seed, now, dealKey }) => {
      const record = recordIn(request);
      if (!record.ok) return record;
      return createRoomFromGame({
        id,
        uid,
        name: request.name,
        seed,
        seat: request.seat ?? 0,
        record: record.value,
        dealKey,
        now,
      });
    },
  },
  playDaily: {
    deals: 'first',
    // Online the server's key of the day's first deal; offline a seeded practice deal.
    create: (uid, { name }, { id, seed, now, dealKey }) =>
      dailyTable({ id, uid, name, seed, now, ...(dealKey === undefined ? {} : { dealKey }) }),
  },
};
