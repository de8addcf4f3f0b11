import { readSeated, silentTurnMs } from '../presence';
import { roomChangeCallable } from './change';
import type { More } from './change';

/** What a claim is judged by besides the room: the version the claimant saw, and once the silent
 * wait is over, the heartbeats of the seats' persons. */
export const claimPresence: More<'claimTimeout'> = async (room, { roomId, version }, witness) => {
  // The version the claimant's screen showed, as sent: a late claim on a clock already called is
  // told from it (the room layer's claimTimeout).
  const seen = version === undefined ? {} : { seen: version };
  const { status, turnDeadline, turnSince } = room;
  if (status !== 'playing' || turnDeadline !== null || turnSince === null) return seen;
  if (Date.now() < turnSince + silentTurnMs()) return seen;
  return { ...seen, heard: await readSeated(roomId, room, witness) };
};

/** claimTimeout: after the turn clock runs out, the AI moves for the absent seat, marked away.
 * Without a clock, only a seat silent a while whose phone is not at the table: the server reads
 * the heartbeats of the seats' persons itself and judges them by its own clock. It reads them only
 * once the silent wait is over (before, the claim is refused as too early anyway), so early or
 * stray claims cost no more reads than the room. */
export const claimTimeout = roomChangeCallable('claimTimeout', claimPresence);
