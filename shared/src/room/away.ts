// A table never waits on someone who is gone. Each seated phone says it is here (a heartbeat the
// server reads, presence.ts); when a seat's phone has been silent too long, or its page closed and
// did not come back, any other player may mark that seat away, and the AI then plays its turns at
// once. The host may hand any seat to the AI or give it back, and a person may hand their own seat
// to the AI or say they are back. Nor does a lobby wait on a host who is gone: once the host's
// phone has been silent a while, another member may take the role and start the game. The server
// judges staleness from its own clock and the heartbeat's server time, never the caller's.

import { err, ok } from '../engine';
import type { Result, Seat } from '../engine';
import { armedRoom, settledChange } from './deal-keys';
import type { DealKeyRequest } from './deal-keys';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { hostAwayAfter, isPresent, whereabouts } from './presence';
import type { Presence } from './presence';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { isMember, seatOfUid, withSeat } from './room';
import type { GameRoom, Room } from './room';

type RoomResult = Result<Room, RoomError>;

/** How a change that may settle the table moves: its time, and the key of a deal it may make. */
type Moment = DealKeyRequest & { readonly now: number };

/** Why seats cannot be handed now: the table has no game in progress. */
const noGame = (): RoomError => roomError('room/not-playing', 'There is no game in progress');

/** `room` with `seat`'s away flag set; a table waiting for that seat's Next moves on at once. */
const withAway = (room: GameRoom, seat: Seat, away: boolean, moment: Moment): RoomResult => {
  if (room.seats[seat].away === away) return ok(room);
  const marked = withSeat(room, seat, { ...room.seats[seat], away });
  if (!away || room.game.turn !== null) return ok(bumped(marked));
  const armed = armedRoom(marked, moment.dealKey);
  return armed.ok ? ok(bumped(settledChange(armed.value, moment.now))) : armed;
};

/** Why `seat` cannot be handed to the AI or given back: nobody sits there. */
const noPerson = (room: Room, seat: Seat): RoomError | null =>
  room.seats[seat].kind === 'human'
    ? null
    : roomError('room/nothing-to-claim', `The AI already plays for ${room.seats[seat].name}`);

/** A player marks another seat away because its phone has been silent for `staleAfter` ms or said
 * it closed and did not come back (`presence`, as the server read it; null when it never spoke). */
export const markAway = (
  room: Room,
  request: RoomRequest &
    Moment & { readonly seat: Seat; readonly presence: Presence | null; readonly staleAfter: number },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (room.status !== 'playing') return err(noGame());
  const mine = seatOfUid(room, request.uid);
  if (mine === null) return err(roomError('room/not-seated', 'Only players at the table can do that'));
  const refusal = noPerson(room, request.seat);
  if (refusal) return err(refusal);
  if (mine === request.seat)
    return err(roomError('room/not-your-seat', 'Use "Let the AI play for me" for your own seat'));
  const { presence, now, staleAfter } = request;
  const name = room.seats[request.seat].name;
  const quietFor = presence === null ? 0 : Math.max(0, Math.round((now - presence.at) / 1000));
  switch (whereabouts(presence, now, staleAfter)) {
    case 'unheard':
      return err(roomError('room/still-here', `${name}'s phone has not checked in yet: wait a little`));
    case 'here':
      return err(
        roomError('room/still-here', `${name} is still here (their phone checked in ${quietFor} s ago)`),
      );
    case 'closing':
      return err(
        roomError(
          'room/still-here',
          `${name}'s page closed ${quietFor} s ago: give them a few seconds, they may be reloading`,
        ),
      );
  }
  return withAway(room, request.seat, true, request);
};

/** The host hands a seat to the AI or gives it back to its person; a person does the same for
 * their own seat ("Let the AI play for me", "I'm back"). */
export const setAway = (
  room: Room,
  request: RoomRequest & Moment & { readonly seat: Seat; readonly away: boolean },
): RoomResult => {
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (room.status !== 'playing') return err(noGame());
  const own = room.seats[request.seat].uid === request.uid;
  if (!own && room.hostUid !== request.uid)
    return err(roomError('room/not-host', 'Only the host can hand another player’s seat to the AI'));
  const refusal = noPerson(room, request.seat);
  return refusal ? err(refusal) : withAway(room, request.seat, request.away, request);
};

/** A claim to the host role: the host's heartbeat as the server read it (null when it never
 * spoke), the server's stale time, and the host the caller's screen showed (`host`, when sent). */
type HostClaim = RoomRequest & {
  readonly now: number;
  readonly presence: Presence | null;
  readonly staleAfter: number;
  readonly host?: string;
};

/** The host's name, as the seats show it. */
const hostName = (room: Room): string => {
  const seat = seatOfUid(room, room.hostUid);
  return seat === null ? 'The host' : room.seats[seat].name;
};

/** True when, since the caller's screen showed `host` as the lobby's host, another player took the
 * role and is here (`presence` is now the new host's): two players tapped "Take over as host" at
 * once and this claim came second, one version late. */
const takenMeanwhile = (room: Room, { uid, host, presence, now, staleAfter }: HostClaim): boolean =>
  room.status === 'lobby' &&
  isMember(room, uid) &&
  host !== undefined &&
  host !== room.hostUid &&
  room.hostUid !== uid &&
  isPresent(whereabouts(presence, now, staleAfter));

/** A player seated in a lobby takes the host role from a host whose phone has been silent (or
 * closed) for hostAwayAfter(staleAfter) ms (`presence`, the host's heartbeat as the server read it;
 * null when it never spoke): without it, nobody could start the game. Not a watcher: a watcher's
 * phone writes no heartbeat, so a watcher who took the role and went would strand the lobby again,
 * with nobody able to tell. A claim that came second to another player's is told who is host now,
 * not that the table changed: trying again cannot help. */
export const claimHost = (room: Room, request: HostClaim): RoomResult => {
  const problem = requestError(room, request);
  if (problem?.code === 'room/stale' && takenMeanwhile(room, request))
    return err(roomError('room/still-here', `${hostName(room)} is the host now`));
  if (problem) return err(problem);
  if (!isMember(room, request.uid)) return err(roomError('room/not-member', 'You are not at this table'));
  if (room.status !== 'lobby')
    return err(roomError('room/not-in-lobby', 'The game has started: the host stays the host'));
  if (room.hostUid === request.uid) return ok(room);
  if (seatOfUid(room, request.uid) === null)
    return err(roomError('room/not-seated', 'Take a seat first: only a player can take over as host'));
  const { presence, now } = request;
  const name = hostName(room);
  if (presence === null)
    return err(roomError('room/still-here', `${name}'s phone never checked in here: they stay the host`));
  const quietFor = Math.max(0, now - presence.at);
  const wait = hostAwayAfter(request.staleAfter);
  if (quietFor < wait)
    return err(
      roomError(
        'room/still-here',
        `${name} was here ${Math.floor(quietFor / 1000)} s ago: the host's role passes on after ${wait / 1000} s away`,
      ),
    );
  return ok(bumped({ ...room, hostUid: request.uid }));
};
