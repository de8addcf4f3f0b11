import { readPresence } from '../presence';
import { roomChangeCallable } from './change';
import type { More } from './change';

/** The host's heartbeat, read only for a room in its lobby (elsewhere the claim is refused anyway). */
const hostPresence: More<'claimHost'> = async (room, { roomId }, witness) =>
  room.status !== 'lobby' ? {} : { presence: await readPresence(roomId, room.hostUid, witness) };

/** claimHost: a member of a lobby takes the host role from a host whose phone has been silent a
 * while (or closed), so the game can start without them. The server reads the host's heartbeat
 * itself and judges its silence by its own clock; a heartbeat written before the change commits
 * sends it round again, to be judged on it. */
export const claimHost = roomChangeCallable('claimHost', hostPresence);
