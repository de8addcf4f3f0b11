// What the room shows its members: each one's PlayerView (capabilities decide what is in it), the
// views every watcher shares (one for plain spectators, one per coached seat: the audience's size
// never multiplies the views) and the public room document (lobby and scoreboard, no hands) that
// every member may read.

import { SEATS, err, ok } from '../engine';
import type { ByTeam, GameState, Result, Seat, Settings, Team } from '../engine';
import { encodeGame, recordOf } from '../codec';
import { coachCapabilities, getPlayerView, spectatorCapabilities } from '../view';
import type { Capability, PlayerView, TableResult } from '../view';
import type { AiLevel } from './ai-levels';
import { capabilitiesOf } from './capabilities';
import { roomError } from './errors';
import type { RoomError } from './errors';
import { isMember, memberUids, seatOfUid } from './room';
import type { Room, SeatSlot, Watcher } from './room';
import { isDailySecret } from './daily-secret';
import { playersOfPlays } from './seat-history';
import { dailyDate } from './short-games';
import { playersOf, tableActions } from './table';
import type { TableContext, TransformerSpec } from './transformer';

/** A member's view of the game, or why there is none. */
export const viewFor = (
  room: Room,
  uid: string,
  context: TableContext = {},
): Result<PlayerView, RoomError> =>
  isMember(room, uid)
    ? tableView(room, seatOfUid(room, uid), capabilitiesOf(room, uid), context)
    : err(roomError('room/not-member', 'You are not at this table'));

/** The game as `seat` sees it (null: someone at the table in no seat), with these capabilities.
 * Players, spectators and coaches are all built here, so each gets every fact of the table, the
 * daily deal's secrecy among them. */
const tableView = (
  room: Room,
  seat: Seat | null,
  capabilities: Capability[],
  context: TableContext,
): Result<PlayerView, RoomError> =>
  room.game === null
    ? err(roomError('room/not-playing', 'The game has not started yet'))
    : ok(
        getPlayerView(room.game, seat, {
          capabilities,
          players: playersOf(room),
          actions: tableActions(room, context),
          turnDeadline: room.turnDeadline,
          result: room.result,
          replayLink: replayLinkOf(room),
          othersSecret: isDailySecret(room),
          playedBy: playedByOf(room.game, room),
        }),
      );

/** Who made each play of the hand being played, by the room's seat history. */
const playedByOf = (game: GameState, room: Room): string[] =>
  playersOfPlays(
    room.seatHistory,
    game.handNumber,
    [...game.tricks.flatMap((trick) => trick.plays), ...game.trick],
    (seat) => room.seats[seat].name,
  );

/** The game's replay link once the table has finished; at a table of the day's deal only once its
 * hands are open (daily-secret.ts), and none for an offline practice daily. Before the end it is
 * not even made: an online game's link holds the keys of its deals. */
export const replayLinkOf = (room: Room): string | null => {
  if (room.status !== 'finished' || room.game === null) return null;
  if (dailyDate(room.transformers) !== null && (room.game.dealing.kind === 'seeded' || isDailySecret(room)))
    return null;
  return linkOf(room.game);
};

/** Links already made, by game: encoding replays the whole game, and a write builds the views of
 * every member from the room before and after it, so one finished game would be encoded again and
 * again. States never change, so a game's link is made once. */
const links = new WeakMap<GameState, string | null>();

/** The replay link of a finished game (null if its record cannot be written as one). */
const linkOf = (game: GameState): string | null => {
  if (!links.has(game)) {
    const link = encodeGame(recordOf(game));
    links.set(game, link.ok ? link.value : null);
  }
  return links.get(game)!;
};

/** The view every plain spectator shares: the public table, every hand once a hand is over. */
export const spectatorView = (room: Room, context: TableContext = {}): Result<PlayerView, RoomError> =>
  tableView(room, null, spectatorCapabilities(), context);

/** The view the accepted coaches of `seat` share: that seat's hand and its hints. */
export const coachView = (
  room: Room,
  seat: Seat,
  context: TableContext = {},
): Result<PlayerView, RoomError> => tableView(room, null, coachCapabilities(seat), context);

/** The seats someone coaches, each with its accepted coaches' uids, keyed by seat ('0'..'3'). */
export type CoachUids = Readonly<Record<`${Seat}`, readonly string[]>>;

/** Who sits where and the table's rules, as the lobby shows them. */
export interface Lobby {
  /** Each seat with who left it, if anyone: that person may answer a request for it. */
  readonly seats: readonly SeatSlot[];
  /** Everyone watching, shown to all: whom each coaches (with consent) or asks to coach. */
  readonly watchers: readonly Watcher[];
  readonly settings: Settings;
  readonly transformers: readonly TransformerSpec[];
  /** The turn clock in ms, or null. */
  readonly turnTimeLimit: number | null;
  /** How strong the AI seats play. */
  readonly aiLevel: AiLevel;
}

/** The score as everyone may see it. */
export interface Scoreboard {
  readonly handNumber: number | null;
  readonly marks: ByTeam<number>;
  readonly gamePoints: ByTeam<number>;
  readonly winner: Team | null;
  readonly result: TableResult | null;
  readonly turnDeadline: number | null;
}

/** The format of the documents members read (the public room and the views). A client finding a
 * newer one is older than the server that wrote it and asks to be reloaded; missing on documents
 * written before formats had numbers (format 1). */
export const PUBLIC_FORMAT = 2;

/** The public room document (`rooms/{roomId}`): lobby and scoreboard, no hands, no deals. The one
 * shape of it: the server stores it, the offline worker sends it, the screens read it. */
export interface PublicRoom {
  /** `PUBLIC_FORMAT` when written. */
  readonly format: number;
  /** Increases with every committed change; callables send the version they acted on. */
  readonly version: number;
  readonly status: Room['status'];
  readonly code: string;
  readonly hostUid: string;
  /** Every member's uid, for the read rule. */
  readonly memberUids: readonly string[];
  /** The watchers' uids: who may read the spectators' view (the rules check it). */
  readonly watcherUids: readonly string[];
  /** Per seat, who may read that seat's coach view: the coaches its player accepted. */
  readonly coachUids: CoachUids;
  readonly lobby: Lobby;
  readonly scoreboard: Scoreboard;
}

/** The lobby and scoreboard every member may read. */
export const publicRoom = (room: Room): PublicRoom => ({
  format: PUBLIC_FORMAT,
  version: room.version,
  status: room.status,
  code: room.code,
  hostUid: room.hostUid,
  memberUids: memberUids(room),
  watcherUids: room.watchers.map((watcher) => watcher.uid),
  coachUids: Object.fromEntries(
    SEATS.map((seat) => [seat, room.watchers.filter((w) => w.coaching === seat).map((w) => w.uid)]),
  ) as unknown as CoachUids,
  lobby: {
    seats: room.seats.map(({ uid, name, kind, away, formerUid }) => ({ uid, name, kind, away, formerUid })),
    watchers: room.watchers,
    settings: room.settings,
    transformers: room.transformers,
    turnTimeLimit: room.turnTimeLimit,
    aiLevel: room.aiLevel,
  },
  scoreboard: {
    handNumber: room.game?.handNumber ?? null,
    marks: room.game?.marks ?? [0, 0],
    gamePoints: room.game?.gamePoints ?? [0, 0],
    winner: room.game?.winner ?? room.result?.winner ?? null,
    result: room.result,
    turnDeadline: room.turnDeadline,
  },
});
