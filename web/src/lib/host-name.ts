// The host by the name the table knows them by (the lobby's "Waiting for Ann to start").
import type { RoomDocument } from './game-client';

/** The host's name, or `unknown` ("the host") when the room lists them nowhere. */
export function hostNameOf(room: RoomDocument): string;
export function hostNameOf<T>(room: RoomDocument, unknown: T): string | T;
export function hostNameOf(room: RoomDocument, unknown: unknown = 'the host'): unknown {
  return (
    room.lobby.seats.find((seat) => seat.uid === room.hostUid)?.name ??
    room.lobby.watchers.find((watcher) => watcher.uid === room.hostUid)?.name ??
    unknown
  );
}
