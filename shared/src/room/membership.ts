// Coming and going: create a room, join it by code (a free seat in the lobby, else watching),
// leave it (a seat in play goes to the AI and stays the leaver's to retake), take a seat, watch
// or ask to coach (audience.ts holds the rules of consent), and let the host swap seats in the
// lobby. Nobody is seated silently in a game: a newcomer watches and asks for a seat the AI plays
// (seat-requests.ts). Each returns the new room or a RoomError. The requests' values come checked and typed from their
// schemas (shared/src/protocol); these judge the table.

import { HOUSE, SEATS, err, ok } from '../engine';
import type { BySeat, Result, Seat } from '../engine';
import { DEFAULT_AI_LEVEL } from './ai-levels';
import { coachRequestError, fullError, removedError, sittingError } from './audience';
import { armedRoom, settledChange } from './deal-keys';
import type { DealKeyRequest } from './deal-keys';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { inviteCode } from './invite-code';
import { distinctName } from './names';
import { PRESENCE_STALE_MS, isPresent, whereabouts } from './presence';
import type { Presence } from './presence';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { waitForSeat } from './seat-requests';
import { dailyTableError, isDailyTable } from './short-games';
import { aiSeat, humanSeat, isMember, memberUids, seatOfUid, watcherOf, withSeat } from './room';
import type { Room, SeatSlot } from './room';

type RoomResult = Result<Room, RoomError>;

/** A new room in its lobby, its creator the host in seat 0; the invite code drawn from `seed`. */
export const createRoom = (request: {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly seed: number;
}): RoomResult => {
  const room: Room = {
    id: request.id,
    code: inviteCode(request.seed),
    hostUid: request.uid,
    seats: [humanSeat(request.uid, request.name), aiSeat(1), aiSeat(2), aiSeat(3)],
    watchers: [],
    settings: HOUSE,
    transformers: [],
    turnTimeLimit: null,
    aiLevel: DEFAULT_AI_LEVEL,
    status: 'lobby',
    game: null,
    turnDeadline: null,
    turnSince: null,
    result: null,
    satInGame: [],
    coachedInGame: [],
    removed: [],
    seatHistory: [],
    version: 1,
  };
  const problem = requestError(room, request);
  return problem ? err(problem) : ok(room);
};

/** How a newcomer wants to take part: sit if a seat is free (default), spectate, sit or else
 * wait in the queue for the next free seat, or ask to coach a seat (they spectate until its
 * player accepts). */
type Joining = 'sit' | 'watch' | 'next-seat' | { readonly coach: Seat };

/** The room with `uid`, who comes to the table or sits down at it, as its host if its host is no
 * longer at it (neither seated nor watching). Only the host starts and sets a table, and a host who
 * leaves it empty has nobody to hand the role to (nextHost): without this, nobody could start it
 * until they came back. */
const hostedBy = (room: Room, uid: string): Room =>
  memberUids(room).includes(room.hostUid) ? room : { ...room, hostUid: uid };

/** The seat a joiner gets: the one they left in this game, else in the lobby the lowest free one.
 * During a game the AI's seats are not free: a newcomer watches and asks for one. */
const seatFor = (room: Room, uid: string): Seat | null =>
  SEATS.find((seat) => room.seats[seat].kind === 'ai' && room.seats[seat].formerUid === uid) ??
  (room.status === 'lobby' ? SEATS.find((seat) => room.seats[seat].uid === null) : undefined) ??
  null;

/** Joins by invite code (normalised by its schema): in the lobby a free seat, during a game the
 * seat one left, else watching (at most MAX_WATCHERS), in the queue for the next free seat when
 * joining for it; as host if the host is no longer at the table (hostedBy). Someone the host sent
 * away may not come back until the next game; someone who coached in the game runs watches it
 * rather than sits. A newcomer whose name is taken at the
 * table gets "name (2)". A watcher joining again to coach a seat asks to coach it; otherwise a
 * member joining changes nothing. */
export const joinRoom = (
  room: Room,
  request: RoomRequest & { readonly name: string; readonly code: string; readonly joining?: Joining },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (request.code !== room.code)
    return err(roomError('room/wrong-code', 'That invite code does not match this table'));
  const removal = removedError(room, request.uid);
  if (removal) return err(removal);
  if (isMember(room, request.uid)) {
    // A watcher who joins again to coach a seat asks to coach it (the request they had lapses);
    // one who joins again for the next seat joins its queue.
    const watcher = watcherOf(room, request.uid);
    if (watcher !== undefined && request.joining === 'next-seat') return waitForSeat(room, request.uid);
    const asking = typeof request.joining === 'object' ? request.joining.coach : null;
    if (watcher === undefined || asking === null || asking === watcher.asking || asking === watcher.coaching)
      return ok(room);
    return watchTable(room, { uid: request.uid, asking });
  }
  // A watcher of the day's deal would see its hands before playing it.
  if (isDailyTable(room)) return err(dailyTableError('nobody else joins the table'));
  const joining = request.joining ?? 'sit';
  const name = distinctName(room, request.name);
  const wantsSeat = joining === 'sit' || joining === 'next-seat';
  const sits = wantsSeat && room.status !== 'finished' && sittingError(room, request.uid) === null;
  const seat = sits ? seatFor(room, request.uid) : null;
  const hosted = hostedBy(room, request.uid);
  if (seat !== null) return ok(bumped(withSeat(hosted, seat, humanSeat(request.uid, name))));
  const asking = typeof joining === 'object' ? joining.coach : null;
  const refusal = (asking === null ? null : coachRequestError(room, request.uid, asking)) ?? fullError(room);
  if (refusal) return err(refusal);
  const watcher = { uid: request.uid, name, coaching: null, asking };
  const watching = bumped({ ...hosted, watchers: [...hosted.watchers, watcher] });
  return joining === 'next-seat' ? waitForSeat(watching, request.uid) : ok(watching);
};

/** What the server heard from the phones at the table when its host leaves: the last heartbeat of
 * each seat's person (null: none), judged against `staleAfter`. Offline nothing is heard. */
interface Heard {
  readonly heard?: BySeat<Presence | null>;
  readonly staleAfter?: number;
}

/** The seats whose persons may take the host role when `leaving` (the host) goes, in seat order. */
export const hostHeirs = (room: Room, leaving: string): Seat[] =>
  SEATS.filter((seat) => room.seats[seat].uid !== null && room.seats[seat].uid !== leaving);

/** The host after `uid` leaves: the first seated human whose phone is at the table (`heard`), else
 * the first seated human, else the first watcher, else unchanged until someone comes (hostedBy). A
 * phone gone silent is passed over: the others would wait on it again until they might take the
 * role from it (claimHost, shared/src/room/away.ts). */
const nextHost = (
  room: Room,
  { uid: leaving, now, heard, staleAfter = PRESENCE_STALE_MS }: Heard & { uid: string; now: number },
): string => {
  if (room.hostUid !== leaving) return room.hostUid;
  const seated = hostHeirs(room, leaving);
  const here = seated.find(
    (seat) => heard !== undefined && isPresent(whereabouts(heard[seat], now, staleAfter)),
  );
  const seat = here ?? seated[0];
  return (
    (seat === undefined ? undefined : room.seats[seat].uid) ??
    room.watchers.find((watcher) => watcher.uid !== leaving)?.uid ??
    room.hostUid
  );
};

/** Leaves the room. A seat in a game passes to the AI and stays the leaver's to retake, and the
 * table settles at once: if it was waiting for the leaver to tap Next, the AI agrees for them (and
 * the follow-up runs, dealing the next hand with the request's key), so nobody waits on them. A
 * host hands the role on (nextHost), to someone whose phone is at the table if one is (`heard`). A
 * daily table is never left: it waits for its player. */
export const leaveRoom = (
  room: Room,
  request: RoomRequest & DealKeyRequest & Heard & { readonly now: number },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const seat = seatOfUid(room, request.uid);
  if (seat === null && watcherOf(room, request.uid) === undefined)
    return err(roomError('room/not-member', 'You are not at this table'));
  // The day's table is the player's one: a seat left to the AI could not be taken back (nobody
  // joins a daily table), so the day's deal would be lost to them.
  if (isDailyTable(room))
    return err(dailyTableError('its table stays yours, and Daily deal brings you back to it'));
  const emptied =
    seat === null
      ? room
      : withSeat(room, seat, room.status === 'lobby' ? aiSeat(seat) : aiSeat(seat, request.uid));
  const watchers = emptied.watchers.filter((watcher) => watcher.uid !== request.uid);
  const left = bumped({ ...emptied, watchers, hostUid: nextHost(room, request) });
  if (seat === null || left.status !== 'playing') return ok(left);
  const armed = armedRoom(left, request.dealKey);
  return armed.ok ? ok(settledChange(armed.value, request.now)) : armed;
};

/** Takes a seat: in the lobby any free seat. During a game a watcher takes back the seat they
 * left (the host takes any AI seat); otherwise taking an AI seat asks for it, and the host, or
 * the person who left it, answers (answerSeat). Whoever sits down at a table whose host is no
 * longer at it becomes its host (hostedBy). */
export const takeSeat = (room: Room, request: RoomRequest & { readonly seat: Seat }): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const current = seatOfUid(room, request.uid);
  const watcher = watcherOf(room, request.uid);
  if (current === null && watcher === undefined)
    return err(roomError('room/not-member', 'Join the table with its invite code first'));
  if (room.status === 'finished') return err(roomError('room/game-over', 'The game is over'));
  if (current === request.seat) return ok(room);
  const slot = room.seats[request.seat];
  if (slot.uid !== null) return err(roomError('room/seat-taken', `${slot.name} already sits there`));
  if (current !== null && room.status !== 'lobby')
    return err(roomError('room/not-in-lobby', "You can't change seats during a game"));
  const refusal = sittingError(room, request.uid);
  if (refusal) return err(refusal);
  const hosted = hostedBy(room, request.uid);
  const gives = room.status === 'lobby' || slot.formerUid === request.uid || hosted.hostUid === request.uid;
  if (!gives) {
    if (watcher!.asking === request.seat) return ok(room);
    const watchers = room.watchers.map((w) =>
      w === watcher ? { ...w, coaching: null, asking: request.seat } : w,
    );
    return ok(bumped({ ...room, watchers }));
  }
  const name = current !== null ? room.seats[current].name : watcher!.name;
  const vacated = current === null ? hosted : withSeat(hosted, current, aiSeat(current));
  const seated = withSeat(vacated, request.seat, humanSeat(request.uid, name));
  return ok(bumped({ ...seated, watchers: seated.watchers.filter((w) => w.uid !== request.uid) }));
};

/** Stands up to watch, or asks to coach a seat (null: spectate); a watcher who coached stops, as
 * coaching another seat needs that player's consent. A game's seat can't be left this way. */
export const watchTable = (
  room: Room,
  request: RoomRequest & { readonly asking: Seat | null },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  const seat = seatOfUid(room, request.uid);
  const watcher = watcherOf(room, request.uid);
  if (seat === null && watcher === undefined)
    return err(roomError('room/not-member', 'You are not at this table'));
  if (seat !== null && room.status === 'playing')
    return err(roomError('room/not-in-lobby', 'Leave the table to stop playing during a game'));
  const vacated = seat === null ? room : withSeat(room, seat, aiSeat(seat));
  const refusal =
    (request.asking === null ? null : coachRequestError(vacated, request.uid, request.asking)) ??
    (watcher === undefined ? fullError(room) : null);
  if (refusal) return err(refusal);
  const name = seat !== null ? room.seats[seat].name : watcher!.name;
  const watchers = [
    ...vacated.watchers.filter((w) => w.uid !== request.uid),
    { uid: request.uid, name, coaching: null, asking: request.asking },
  ];
  return ok(bumped({ ...vacated, watchers }));
};

/** The host swaps two seats' occupants in the lobby. */
export const swapSeats = (
  room: Room,
  request: RoomRequest & { readonly seats: readonly [Seat, Seat] },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (room.hostUid !== request.uid) return err(roomError('room/not-host', 'Only the host can move players'));
  if (room.status !== 'lobby')
    return err(roomError('room/not-in-lobby', 'Seats are fixed once the game starts'));
  const [a, b] = request.seats;
  const slot = (seat: Seat, from: Seat): SeatSlot =>
    room.seats[from].kind === 'ai' ? aiSeat(seat) : room.seats[from];
  return ok(bumped(withSeat(withSeat(room, a, slot(a, b)), b, slot(b, a))));
};
