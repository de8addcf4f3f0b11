// The audience in words, from the public room document: who coaches whom, who asks to, who asks
// for a seat the AI plays, and how many just watch. Everyone at the table sees it; a seated player
// also sees who asks to coach them, and the host (or the person who left that seat) who asks for a
// seat, to accept or decline.
import { SEATS } from '@texas42/shared';
import type { Seat } from '@texas42/shared';
import type { RoomDocument } from '../../lib/game-client';

/** A watcher as the room document lists them. */
type Watcher = RoomDocument['lobby']['watchers'][number];

/** The name of the person in a seat (or the AI's). */
const seatName = (room: RoomDocument, seat: number): string =>
  room.lobby.seats[seat]?.name ?? `seat ${seat + 1}`;

/** True when the AI plays `seat`: a watcher asking for it asks to play it, not to coach. */
const isAiSeat = (room: RoomDocument, seat: number): boolean => room.lobby.seats[seat]?.kind === 'ai';

/** What one watcher does, e.g. "Kim coaches Ann", "Lee asks to coach Bob", "Zed asks to play
 * AI 3's seat", "Max watches". */
export function watcherRole(room: RoomDocument, watcher: Watcher): string {
  if (watcher.coaching !== null) return `${watcher.name} coaches ${seatName(room, watcher.coaching)}`;
  if (watcher.asking !== null && isAiSeat(room, watcher.asking))
    return `${watcher.name} asks to play ${seatName(room, watcher.asking)}'s seat`;
  if (watcher.asking !== null) return `${watcher.name} asks to coach ${seatName(room, watcher.asking)}`;
  return `${watcher.name} watches`;
}

/** One line for the table, e.g. "Kim coaches Ann · 2 watching", or null with nobody watching. */
export function audienceLine(room: RoomDocument): string | null {
  const { watchers } = room.lobby;
  if (watchers.length === 0) return null;
  const coaching = watchers.filter((w) => w.coaching !== null).map((w) => watcherRole(room, w));
  const others = watchers.length - coaching.length;
  return [...coaching, ...(others > 0 ? [`${others} watching`] : [])].join(' · ');
}

/** The watchers asking to coach the seat `uid` sits in, oldest request first. */
export function coachRequestsFor(room: RoomDocument, uid: string | undefined): Watcher[] {
  const seat = room.lobby.seats.findIndex((slot) => slot.uid === uid);
  return uid === undefined || seat < 0 ? [] : room.lobby.watchers.filter((w) => w.asking === seat);
}

/** The seats a watcher may ask to coach: a person sits there, and the watcher does not already
 * coach or ask to coach it. */
export function coachableSeats(room: RoomDocument, watcher: Watcher): Seat[] {
  return SEATS.filter(
    (seat) =>
      room.lobby.seats[seat]?.kind === 'human' && watcher.coaching !== seat && watcher.asking !== seat,
  );
}

/** True when `uid` left `seat`, which the AI now plays: theirs to let someone else take. */
export const leftSeat = (room: RoomDocument, seat: number, uid: string | undefined): boolean =>
  uid !== undefined && isAiSeat(room, seat) && room.lobby.seats[seat]?.formerUid === uid;

/** The watchers asking for a seat the AI plays that `uid` may answer, oldest request first: the
 * host answers every one, the person who left a seat those for that seat, nobody else any. */
export function seatRequestsFor(room: RoomDocument, uid: string | undefined): Watcher[] {
  if (uid === undefined) return [];
  return room.lobby.watchers.filter(
    (w) =>
      w.asking !== null &&
      isAiSeat(room, w.asking) &&
      (room.hostUid === uid || leftSeat(room, w.asking, uid)),
  );
}

/** The seats the AI plays during a game that a watcher may ask for (not the one they ask for). */
export function askableSeats(room: RoomDocument, watcher: Watcher): Seat[] {
  if (room.status !== 'playing') return [];
  return SEATS.filter((seat) => isAiSeat(room, seat) && watcher.asking !== seat);
}
