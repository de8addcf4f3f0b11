// The daily deal's table: the player in seat 0, three AI seats, one hand of the day's deal rated
// in stars. Only this makes one, with the date of the `now` it is given (online the server's
// clock, so no client picks the day), and the game starts at once. A daily table is played alone
// and once: nobody joins it (a watcher would see the day's hands), the host cannot deal it again,
// and no host turns a table of their own into one (configureRoom refuses the variant).

import type { Result } from '../engine';
import type { RoomError } from './errors';
import { createRoom } from './membership';
import { dailyChallenge } from './registry';
import type { Room } from './room';
import { startGame } from './setup';
import type { NewDeal } from './setup';

/** The UTC date of `now` (ms since the epoch), YYYY-MM-DD: the day whose deal is dealt. */
export const dailyDateOn = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The daily deal of `now`'s date for `uid`, started: the invite code from `seed`, the deal from
 * the server's key (online) or from `seed` (offline, a practice deal). */
export const dailyTable = (
  request: {
    readonly id: string;
    readonly uid: string;
    readonly name: string;
    readonly seed: number;
    readonly now: number;
  } & NewDeal,
): Result<Room, RoomError> => {
  const { id, uid, name, seed, now } = request;
  const lobby = createRoom({ id, uid, name, seed });
  if (!lobby.ok) return lobby;
  const daily: Room = { ...lobby.value, transformers: [dailyChallenge(dailyDateOn(now))] };
  const deal: NewDeal = 'dealKey' in request ? { dealKey: request.dealKey } : { seed };
  return startGame(daily, { uid, now, ...deal });
};
