// The daily deal stays a puzzle: everyone plays the same hands that day, so nothing of another
// seat's hand at a daily table is shown to anyone (its player included, once they have finished)
// until the day is over everywhere. Then any member of the finished table may open it (openDaily):
// its views show every hand and its replay link, as any finished table's do. Offline the daily is
// a practice deal from a seed on the phone itself, compared with no one: nothing to keep secret.

import { err, ok } from '../engine';
import type { Result } from '../engine';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { requestError } from './requests';
import type { RoomRequest } from './requests';
import { isMember } from './room';
import type { Room } from './room';
import { dailyDate } from './short-games';

const HOUR_MS = 3_600_000;

/** How long after the start of its UTC date a daily deal stays secret: 36 hours. The deal of date D
 * is dealt to whoever taps "Play" while it is D in UTC, so the last table of it starts just before
 * D+1 00:00 UTC and may still be in play after that. "Over everywhere" is the end of the calendar
 * day D in every time zone; the last zone to leave D is UTC-12, where D ends at D+1 12:00 UTC
 * (UTC+14 leaves it first, at D 10:00 UTC). So the hands open at D+1 12:00 UTC: 12 hours after the
 * last table could be dealt, however late on D a person anywhere started it. */
export const DAILY_SECRET_MS = 36 * HOUR_MS;

/** When the daily deal of `date` (YYYY-MM-DD) stops being secret, in ms since the epoch. */
export const dailyOpensAt = (date: string): number => Date.parse(`${date}T00:00:00Z`) + DAILY_SECRET_MS;

/** True while `room` is a table of the day's deal (dealt from the server's key, not a practice
 * deal) whose other hands nobody may see yet: until a member opens it once its day is over. */
export const isDailySecret = (room: Room): boolean =>
  dailyDate(room.transformers) !== null &&
  room.game !== null &&
  room.game.dealing.kind === 'keyed' &&
  room.result?.open !== true;

/** "12:00 UTC on 2025-01-16": when a daily deal's hands open, as a player reads it. */
export const opensAtWords = (date: string): string => {
  const at = new Date(dailyOpensAt(date)).toISOString();
  return `${at.slice(11, 16)} UTC on ${at.slice(0, 10)}`;
};

/** openDaily: a member of a finished daily table opens its hands once its day is over everywhere
 * (`now` from the server's clock). A table already open is returned as it is: nothing changes. */
export const openDaily = (
  room: Room,
  request: RoomRequest & { readonly now: number },
): Result<Room, RoomError> => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (!isMember(room, request.uid)) return err(roomError('room/not-member', 'You are not at this table'));
  const date = dailyDate(room.transformers);
  if (date === null || room.status !== 'finished' || room.result === null)
    return err(roomError('room/daily-secret', 'Only a finished daily deal opens its hands'));
  if (!isDailySecret(room)) return ok(room);
  if (request.now < dailyOpensAt(date))
    return err(
      roomError(
        'room/daily-secret',
        `Everyone plays this deal today: the other hands open at ${opensAtWords(date)}, once the day is over everywhere`,
      ),
    );
  return ok({ ...room, result: { ...room.result, open: true }, version: room.version + 1 });
};
