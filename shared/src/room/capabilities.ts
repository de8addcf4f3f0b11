// Who may do and see what in a room, as capabilities (docs/security.md): a seated human acts
// for their seat, a watcher spectates or coaches one seat, the host configures. Hints are shown
// to players only at a table that enables the hints transformer; coaches always see them.

import { hasCapability, coachCapabilities, spectatorCapabilities } from '../view';
import type { Capability } from '../view';
import { seatOfUid, watcherOf } from './room';
import type { Room } from './room';

/** The capabilities of a member; none for someone outside the room. */
export const capabilitiesOf = (room: Room, uid: string): Capability[] => {
  const host: Capability[] = room.hostUid === uid ? [{ type: 'configure-room' }] : [];
  const seat = seatOfUid(room, uid);
  if (seat !== null) {
    const hints: Capability[] = room.transformers.some((t) => t.name === 'hints')
      ? [{ type: 'see-hints' }]
      : [];
    return [{ type: 'act-as-player', seat }, ...hints, ...host];
  }
  const watcher = watcherOf(room, uid);
  if (watcher === undefined) return [];
  const watching = watcher.coaching === null ? spectatorCapabilities() : coachCapabilities(watcher.coaching);
  return [...watching, ...host];
};

/** True when the member may configure and start the table. */
export const isHost = (room: Room, uid: string): boolean =>
  hasCapability(capabilitiesOf(room, uid), 'configure-room');
