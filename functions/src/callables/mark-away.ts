import { readPresence } from '../presence';
import { roomChangeCallable } from './change';
import type { More } from './change';

/** The heartbeat of the person in the seat to be marked away, if anyone sits there. */
export const awayPresence: More<'markAway'> = async (room, { roomId, seat }, witness) => {
  const person = room.seats[seat].uid;
  return { presence: person === null ? null : await readPresence(roomId, person, witness) };
};

/** markAway: a player marks a seat away whose phone the server has not heard from for a while
 * (or that said it closed); the AI then plays that seat's turns at once. The server reads that
 * phone's heartbeat itself and judges its silence by its own clock. Every call, refused or not,
 * spends one of the caller's `away` tokens (quota/limits.ts). */
export const markAway = roomChangeCallable('markAway', awayPresence, 'away');
