// The host by the name the table knows them by (the lobby's "Waiting for Ann to start").
import type { RoomDocument } from './game-client';

/** The host's name, or "the host" when they sit nowhere (they may be watching). */
export const hostNameOf = (room: RoomDocument): string =>
  room.lobby.seats.find((seat) => seat.uid === room.hostUid)?.name ??
  room.lobby.watchers.find((watcher) => watcher.uid === room.hostUid)?.name ??
  'the host';
