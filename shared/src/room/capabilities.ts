// Who may do and see what in a room, as capabilities (docs/security.md): a seated human acts
// for their seat, a watcher spectates or coaches one seat, the host configures. Hints are shown
// to players only at a table that enables the hints transformer; coaches always see them.

import {
  hasCapability,
  coachCapabilities,
  playerCapabilities,
  spectatorCapabilities,
  studentCapabilities,
} from '../view';
import type { Capability } from '../view';
import { seatOfUid, watcherOf } from './room';
import type { Room } from './room';

/** True at a table with hints on: its seated players are students, shown the hinter's advice. */
export const showsHints = (room: Pick<Room, 'transformers'>): boolean =>
  room.transformers.some((t) => t.name === 'hints');

/** The capabilities of a member; none for someone outside the room. */
export const capabilitiesOf = (room: Room, uid: string): Capability[] => {
  const host: Capability[] = room.hostUid === uid ? [{ type: 'configure-room' }] : [];
  const seat = seatOfUid(room, uid);
  if (seat !== null) {
    // At a table with hints a seated person is a student: they act and see the hinter's advice.
    return [...(showsHints(room) ? studentCapabilities(seat) : playerCapabilities(seat)), ...host];
  }
  const watcher = watcherOf(room, uid);
  if (watcher === undefined) return [];
  const watching = watcher.coaching === null ? spectatorCapabilities() : coachCapabilities(watcher.coaching);
  return [...watching, ...host];
};

/** True when the member may configure and start the table. */
export const isHost = (room: Room, uid: string): boolean =>
  hasCapability(capabilitiesOf(room, uid), 'configure-room');
