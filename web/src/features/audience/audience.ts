// The audience in words, from the public room document: who coaches whom, who asks to, who asks
// for a seat the AI plays, who waits in the queue for the next free seat, and how many just
// watch. Everyone at the table sees it; a seated player also sees who asks to coach them, and the
// host (or the person who left that seat) who asks for a seat, or is first in the queue once a
// seat is free, to accept or decline.
import { SEATS, nextFreeSeat } from '@texas42/shared';
import type { Seat } from '@texas42/shared';
import type { RoomDocument } from '../../lib/game-client';

/** A watcher as the room document lists them. */
type Watcher = RoomDocument['lobby']['watchers'][number];

/** The name of the person in a seat (or the AI's). */
const seatName = (room: RoomDocument, seat: number): string =>
  room.lobby.seats[seat]?.name ?? `seat ${seat + 1}`;

/** True when the AI plays `seat`: a watcher asking for it asks to play it, not to coach. */
const isAiSeat = (room: RoomDocument, seat: number): boolean => room.lobby.seats[seat]?.kind === 'ai';

/** "1st", "2nd", "3rd", "4th" … for a place in the queue (at most 16 watchers). */
export const ordinal = (place: number): string =>
  `${place}${place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th'}`;

/** The watchers waiting for the next free seat, first in the queue first. */
export const queueOf = (room: RoomDocument): Watcher[] =>
  room.lobby.watchers.filter((watcher) => watcher.waiting === true);

/** The seat the first in the queue is offered now, or null while every seat is taken. */
const offeredSeat = (room: RoomDocument): Seat | null => nextFreeSeat(room.lobby.seats);

/** What one watcher does, e.g. "Kim coaches Ann", "Lee asks to coach Bob", "Zed asks to play
 * AI 3's seat", "Max waits for a seat (1st in the queue)", "Sue watches". */
export function watcherRole(room: RoomDocument, watcher: Watcher): string {
  const place = queueOf(room).indexOf(watcher);
  if (place >= 0) return `${watcher.name} waits for a seat (${ordinal(place + 1)} in the queue)`;
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

/** The watchers asking for a seat the AI plays that `uid` may answer, oldest request first, then
 * the first in the queue once a seat is free: the host answers every one, the person who left a
 * seat those for that seat, nobody else any. */
export function seatRequestsFor(room: RoomDocument, uid: string | undefined): Watcher[] {
  if (uid === undefined) return [];
  const mayAnswer = (seat: number) => room.hostUid === uid || leftSeat(room, seat, uid);
  const asking = room.lobby.watchers.filter(
    (w) => w.asking !== null && isAiSeat(room, w.asking) && mayAnswer(w.asking),
  );
  const free = offeredSeat(room);
  const first = queueOf(room)[0];
  return first !== undefined && free !== null && mayAnswer(free) ? [...asking, first] : asking;
}

/** The seat a request from `seatRequestsFor` is for: the one asked for, or the one offered to the
 * first in the queue. */
export const requestedSeat = (room: RoomDocument, request: Watcher): Seat | null =>
  request.asking ?? offeredSeat(room);

/** The seats the AI plays during a game that a watcher may ask for (not the one they ask for). */
export function askableSeats(room: RoomDocument, watcher: Watcher): Seat[] {
  if (room.status !== 'playing') return [];
  return SEATS.filter((seat) => isAiSeat(room, seat) && watcher.asking !== seat);
}
