// Moves at the table. `act` is authorizeAndExecute: it reads in a fixed order (request, version,
// game running, member seated, not a follow-up, capability for the seat, in
// the table's transformed list) and only then hands the action to the engine. The AI's turn
// (ai-turn.ts) and the referee's timeout claim make moves through the same checks.

import { actionError, err, execute, isSystemAction, ok, sameAction } from '../engine';
import type { Action, BySeat, GameState, Result, Seat } from '../engine';
import { getPlayerView, hasCapability } from '../view';
import type { OfferedAction, PlayerView } from '../view';
import type { AiLevel } from './ai-levels';
import { capabilitiesOf } from './capabilities';
import { armedRoom, settledChange } from './deal-keys';
import type { DealKeyRequest } from './deal-keys';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { isPaused } from './pause';
import { PRESENCE_STALE_MS, SILENT_TURN_MS, isPresent, whereabouts } from './presence';
import type { Presence } from './presence';
import { bumped, requestError } from './requests';
import type { RoomRequest } from './requests';
import { seatOfUid, watcherOf, withSeat } from './room';
import type { GameRoom, Room } from './room';
import { playersOf, tableActions } from './table';

type RoomResult = Result<Room, RoomError>;

/** Chooses a seat's move from that seat's view alone, playing at the table's AI level. */
export type MoveStrategy = (view: PlayerView, level: AiLevel) => Action;

/** Why no move can be made at this table now: the game has not started, or it is over. */
export const notPlaying = (room: Room): RoomError =>
  room.status === 'lobby'
    ? roomError('room/not-playing', 'The game has not started yet')
    : roomError('room/game-over', 'The game is over');

/** Why the table refuses `action`: the engine's rule, or a transformer's. */
const refusal = (game: GameState, action: Action): RoomError => {
  const rule = actionError(game, action);
  return rule !== null
    ? roomError('room/illegal', rule.message, rule)
    : roomError('room/not-allowed', 'That move is not allowed at this table');
};

/** How a change at the table may move: its time, and the key of a deal it may make. */
export type Moment = DealKeyRequest & { readonly now: number };

/** Executes an action the table offers (the game holding the key of any deal it makes), then
 * settles and bumps the version. */
const accept = (
  room: GameRoom,
  action: Action,
  moment: Moment,
  away: readonly Seat[],
  back: Seat | null,
): RoomResult => {
  const armed = armedRoom(room, moment.dealKey);
  if (!armed.ok) return armed;
  const next = execute(armed.value.game, action);
  if (!next.ok) return err(roomError('room/illegal', next.error.message, next.error));
  let seated: GameRoom = { ...room, game: next.value };
  for (const seat of away) seated = withSeat(seated, seat, { ...seated.seats[seat], away: true });
  if (back !== null && seated.seats[back].away)
    seated = withSeat(seated, back, { ...seated.seats[back], away: false });
  return ok(bumped(settledChange(seated, moment.now)));
};

/** True when the table asks nothing more of `seat`'s "Next": none is offered to it now (it has
 * agreed already, or the table has moved on). */
const nextNotNeeded = (room: GameRoom, seat: Seat): boolean =>
  !tableActions(room).some((offered) => offered.action.type === 'agree' && offered.action.seat === seat);

/** A member's move: authorized from their capabilities, then checked against the table's list.
 * A "Next" from a screen one version behind that the table no longer needs (a second tap, a
 * second tab, two players tapping at once) is answered with the room unchanged, not refused:
 * what the player asked for has happened. One the table still needs stays stale, since it may
 * be the next trick's. */
export const act = (room: Room, request: RoomRequest & Moment & { readonly action: Action }): RoomResult => {
  const problem = requestError(room, request);
  if (problem && !(problem.code === 'room/stale' && request.action.type === 'agree')) return err(problem);
  if (room.status !== 'playing') return err(notPlaying(room));
  if (seatOfUid(room, request.uid) === null)
    return err(
      watcherOf(room, request.uid) === undefined
        ? roomError('room/not-member', 'You are not at this table')
        : roomError('room/not-seated', 'Watchers cannot play: take a free seat to join in'),
    );
  const { action } = request;
  if (isSystemAction(action))
    return err(
      roomError('room/system-action', 'The table does that by itself once everyone has tapped Next'),
    );
  if (!hasCapability(capabilitiesOf(room, request.uid), 'act-as-player', action.seat))
    return err(roomError('room/not-your-seat', 'You can only move for your own seat'));
  if (problem) return nextNotNeeded(room, action.seat) ? ok(room) : err(problem);
  if (!tableActions(room).some((offered) => sameAction(offered.action, action)))
    return err(refusal(room.game, action));
  return accept(room, action, request, [], action.seat);
};

/** The view a strategy decides from for `seat`, with the table's actions. */
const seatView = (room: GameRoom, seat: Seat, offered: readonly OfferedAction[]): PlayerView =>
  getPlayerView(room.game, seat, {
    actions: offered,
    players: playersOf(room),
    turnDeadline: room.turnDeadline,
  });

/** What an AI seat decides from: that seat's own view and the table's AI level. Plain data, so
 * the server can hand it to another thread. */
export interface AiQuestion {
  readonly view: PlayerView;
  readonly level: AiLevel;
}

/** What `seat` decides from: its own view, with the table's actions, at the table's level. */
export const questionFor = (room: GameRoom, seat: Seat): AiQuestion => ({
  view: seatView(room, seat, tableActions(room)),
  level: room.aiLevel,
});

/** The move `strategy` chooses for `seat`, from that seat's own view. */
const decideFor = (room: GameRoom, seat: Seat, strategy: MoveStrategy): Action => {
  const { view, level } = questionFor(room, seat);
  return strategy(view, level);
};

/** Plays `action` for `seat` when the table offers it to that seat, marking the `away` seats. */
export const playFor = (
  room: GameRoom,
  seat: Seat,
  action: Action,
  moment: Moment,
  away: readonly Seat[],
): RoomResult => {
  const offered = tableActions(room);
  if (!offered.some((o) => sameAction(o.action, action) && 'seat' in o.action && o.action.seat === seat))
    return err(refusal(room.game, action));
  return accept(room, action, moment, away, null);
};

/** When time is up for the move now owed: the turn clock's deadline, or at a table without one,
 * `silentAfter` ms after the table last moved on; null when neither is known. */
const timeUp = (room: Room, silentAfter: number): number | null =>
  room.turnDeadline ?? (room.turnSince === null ? null : room.turnSince + silentAfter);

/** What the server heard from the phones at the table when time is called: the last heartbeat of
 * each seat's person (null: none, or nobody sits there), and how long a phone may stay silent.
 * Offline, where nobody else sits, nothing is heard and the silence alone decides. */
export interface Heard {
  readonly heard?: BySeat<Presence | null>;
  readonly staleAfter?: number;
}

/** Whether the seats `waiting` may lose their move to a claim: at a table with a clock, always
 * (the clock rules); without one, only the seats whose phones are not at the table. */
const claimable = (room: Room, seats: readonly Seat[], request: Heard & Moment): Seat[] => {
  const { heard, staleAfter = PRESENCE_STALE_MS, now } = request;
  if (room.turnDeadline !== null || heard === undefined) return [...seats];
  return seats.filter((seat) => !isPresent(whereabouts(heard[seat], now, staleAfter)));
};

/** Why a claim is refused at a table without a clock: everyone it would take a move from is here. */
const stillHere = (room: Room, seats: readonly Seat[], owed: string): RoomError => {
  const names = seats.map((seat) => room.seats[seat].name).join(' and ');
  const verb = seats.length === 1 ? 'is' : 'are';
  return roomError(
    'room/still-here',
    `${names} ${verb} still at the table: without a turn clock, the table waits for ${owed}`,
  );
};

/** The referee: after the deadline any seated member may have the AI move for the absent seat,
 * which is marked away until its human acts again, so the AI then plays its turns at once; never
 * at a paused table (pause.ts), which waits for its people. At a
 * table without a clock the wait is `silentAfter` ms, and only a seat whose phone is not at the
 * table (`heard`) loses its move. Pending agreements are given the same way. A claim from a screen
 * the room has since moved past (`seen`, the version it showed) is answered with the room
 * unchanged, as a stale Next is, not refused: another phone called that clock first (under load
 * its call can outlast the grace the next phone in line waits, timeout-claimant.ts), or the table
 * moved on, and the claimant's app, shown the new table, claims afresh should a clock run out. */
export const claimTimeout = (
  room: Room,
  request: RoomRequest &
    Moment &
    Heard & { readonly strategy: MoveStrategy; readonly silentAfter?: number; readonly seen?: number },
): RoomResult => {
  const inPlay = room.status === 'playing';
  const seated = seatOfUid(room, request.uid) !== null;
  if (inPlay && seated && request.seen !== undefined && request.seen < room.version) return ok(room);
  const problem = requestError(room, request);
  if (problem) return err(problem);
  if (!inPlay) return err(notPlaying(room));
  if (!seated) return err(roomError('room/not-seated', 'Only players at the table can call time'));
  // A paused table waits for its people whatever its clock says: a claim would have the AI make
  // the one move owed and stop again, so an away player's open app would crawl the game on
  // without them, a move a clock.
  if (isPaused(room))
    return err(
      roomError('room/nothing-to-claim', 'Everyone here is away: the table waits until someone is back'),
    );
  const deadline = timeUp(room, request.silentAfter ?? SILENT_TURN_MS);
  if (deadline === null || request.now < deadline) {
    const seconds = deadline === null ? null : Math.ceil((deadline - request.now) / 1000);
    const wait =
      room.turnDeadline === null ? `The AI can take over in ${seconds} s` : `Time runs out in ${seconds} s`;
    return err(roomError('room/too-early', seconds === null ? 'This table has no turn clock' : wait));
  }
  const { game } = room;
  if (game.turn !== null) {
    const human = room.seats[game.turn].kind === 'human';
    if (human && claimable(room, [game.turn], request).length === 0)
      return err(stillHere(room, [game.turn], 'them'));
    const action = decideFor(room, game.turn, request.strategy);
    return playFor(room, game.turn, action, request, human ? [game.turn] : []);
  }
  const owing = ([0, 1, 2, 3] as Seat[]).filter((seat) => ((game.agreed >> seat) & 1) === 0);
  if (owing.length === 0) return err(roomError('room/nothing-to-claim', 'Nobody owes a move'));
  const absent = claimable(room, owing, request);
  if (absent.length === 0) return err(stillHere(room, owing, 'their Next'));
  const armed = armedRoom(room, request.dealKey);
  if (!armed.ok) return armed;
  const marked = absent.reduce((r, seat) => withSeat(r, seat, { ...r.seats[seat], away: true }), armed.value);
  return ok(bumped(settledChange(marked, request.now)));
};
