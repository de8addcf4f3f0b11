// Stored rooms carry the number of their format. Reading one checks its shape and brings an older
// format up to today's, one step at a time; a newer format (written by a later app) or a shape
// that does not fit is refused with an error, never cast. Every later format change adds its
// number, a fixture of the format it replaces (fixtures/) and the step up from it. A house rule
// added later is not a format change: a room stored without it reads it as its rule's `before`.

import * as v from 'valibot';
import { err, ok } from '../../engine';
import type { Result } from '../../engine';
import type { Room } from '../../room';
import { fromFormat1 } from './format-1';
import { fromFormat2 } from './format-2';
import { fromFormat3 } from './format-3';
import { damaged, unknownVersion } from './format-error';
import type { FormatError } from './format-error';
import { storedRoom } from './room-schema';

/** The format rooms are stored in today. */
export const ROOM_FORMAT = 4;

/** Per older format, the step up to the next one. */
const UPGRADES: Readonly<Record<number, (stored: unknown) => Result<unknown, FormatError>>> = {
  1: fromFormat1,
  2: fromFormat2,
  3: fromFormat3,
};

/** Where in the room a problem is, as a player might read it. */
const whereOf = (issue: v.BaseIssue<unknown>): string =>
  issue.path?.map((step) => String(step.key)).join('.') ?? 'the table';

/** The room `stored` holds in `format` (missing: 1, from before formats had numbers), in
 * today's shape, or why it cannot be read. */
export const decodeStoredRoom = (format: unknown, stored: unknown): Result<Room, FormatError> => {
  const from = format ?? 1;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 1 || from > ROOM_FORMAT)
    return err(unknownVersion(from));
  let data = stored;
  for (let step = from; step < ROOM_FORMAT; step++) {
    const upgraded = UPGRADES[step]!(data);
    if (!upgraded.ok) return upgraded;
    data = upgraded.value;
  }
  const parsed = v.safeParse(storedRoom, data);
  return parsed.success ? ok(parsed.output) : err(damaged(`${whereOf(parsed.issues[0])} is wrong`));
};

/** An offline game as this device keeps it (localStorage JSON). */
export interface OfflineSave {
  readonly format: number;
  readonly room: Room;
}

/** The offline save of `room`. */
export const offlineSave = (room: Room): OfflineSave => ({ format: ROOM_FORMAT, room });

/** The room an offline save holds: a save of format 1 is the bare room, a later one is wrapped
 * with its format. */
export const decodeOfflineSave = (save: unknown): Result<Room, FormatError> => {
  const wrapped = typeof save === 'object' && save !== null && 'format' in save && 'room' in save;
  return wrapped ? decodeStoredRoom(save.format, save.room) : decodeStoredRoom(1, save);
};
