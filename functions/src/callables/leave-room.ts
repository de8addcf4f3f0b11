import { hostHeirs } from '@texas42/shared';
import { readSeated } from '../presence';
import { roomChangeCallable } from './change';
import type { More } from './change';

/** The heartbeats of the seats' persons when the host leaves and more than one of them could take
 * the role (nextHost, shared/src/room/membership.ts): it goes to one whose phone is at the table.
 * Anyone else's leaving, or a host's with at most one to follow them, costs no more reads. */
const heirsPresence: More<'leaveRoom'> = async (room, { roomId }, witness, uid) => {
  if (room.hostUid !== uid || hostHeirs(room, uid).length < 2) return {};
  return { heard: await readSeated(roomId, room, witness) };
};

/** leaveRoom: a member leaves the table (their seat in a game passes to the AI); a host hands the
 * role to someone whose phone is at the table, read by the server itself, if anyone's is. */
export const leaveRoom = roomChangeCallable('leaveRoom', heirsPresence);
