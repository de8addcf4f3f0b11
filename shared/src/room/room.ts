// A room: the table people gather at. It holds the seats and who fills them, spectators and
// coaches, the house rules and rule transformers, the game once it starts, a turn clock, and a
// version that goes up with every accepted change. Plain data, so it is stored as is.

import type { BySeat, GameState, Seat, Settings } from '../engine';
import { SEATS, bySeat } from '../engine';
import type { TableResult } from '../view';
import type { AiLevel } from './ai-levels';
import { historyWith } from './seat-history';
import type { SeatTaken } from './seat-history';
import type { TransformerSpec } from './transformer';

/** A seat at the table. An AI seat with `formerUid` is a human's seat they left: theirs to retake. */
export interface SeatSlot {
  /** The person sitting here, or null when the AI plays (or will play) the seat. */
  readonly uid: string | null;
  /** The name shown at the table. */
  readonly name: string;
  readonly kind: 'human' | 'ai';
  /** The AI plays this human's turns at once: their clock ran out, their phone went silent, the
   * table or host handed the seat to the AI, or they asked it to. Cleared when they act again
   * or say they are back. */
  readonly away: boolean;
  /** The human who left this seat during the game, so joining again gives it back to them. */
  readonly formerUid: string | null;
}

/** Someone watching: a spectator, or a coach of one seat. */
export interface Watcher {
  readonly uid: string;
  readonly name: string;
  /** The seat this watcher coaches (sees its hand and hints) because its player accepted, or null
   * for a plain spectator. */
  readonly coaching: Seat | null;
  /** The seat this watcher asks for, not yet answered; null when not asking. A seat a person
   * sits in: to coach them (that person answers). A seat the AI plays during a game: to play it
   * (the host, or the person who left it, answers). Until answered, a plain spectator. When the
   * seat changes hands the request lapses (withSeat), so what it asks follows from the seat. */
  readonly asking: Seat | null;
  /** In the queue for the next free seat (present only then): the host, or the person who left
   * a seat, is offered the first in the queue once a seat is free (seat-requests.ts). The queue's
   * order is the watchers' order. */
  readonly waiting?: true;
}

/** The most watchers a table takes: each one costs every move nothing, but the room document
 * lists them all. */
export const MAX_WATCHERS = 16;

/** What every room holds, whatever its status. */
interface RoomBase {
  readonly id: string;
  /** The six-character invite code. */
  readonly code: string;
  /** The host (admin): configures the table and starts the game. */
  readonly hostUid: string;
  readonly seats: BySeat<SeatSlot>;
  readonly watchers: readonly Watcher[];
  readonly settings: Settings;
  /** The table's rule transformers, applied left to right. */
  readonly transformers: readonly TransformerSpec[];
  /** How long each turn may take, in ms, or null for no clock. */
  readonly turnTimeLimit: number | null;
  /** How strong the table's AI seats play (the host picks it, in the lobby or later). */
  readonly aiLevel: AiLevel;
  /** When the move now owed must be made (ms since the epoch), or null. */
  readonly turnDeadline: number | null;
  /** When the table last moved on (ms since the epoch), so a seat silent since then can be handed
   * to the AI on a table without a clock; null before the game starts. */
  readonly turnSince: number | null;
  /** How a single-hand or daily-challenge table ended. */
  readonly result: TableResult | null;
  /** Everyone who has sat at the table since this game started (those who left included): none
   * of them may coach in it. Empty before the first game. */
  readonly satInGame: readonly string[];
  /** Everyone who has coached a seat in this game: none of them may sit in it. */
  readonly coachedInGame: readonly string[];
  /** Everyone the host sent away: none of them may join the table again, to watch, coach or sit,
   * until the host starts the next game (sent away in the lobby: the one after the first). The
   * host cannot call them back sooner; a removal is for one game, not for ever. */
  readonly removed: readonly string[];
  /** Who held each seat since this game started, so every play is credited to the person who
   * made it (seat-history.ts). Empty before the first game. */
  readonly seatHistory: readonly SeatTaken[];
  /** Goes up by one with every accepted change. */
  readonly version: number;
}

/** A room before its first game: people gather and the host sets the table. */
export interface LobbyRoom extends RoomBase {
  readonly status: 'lobby';
  readonly game: null;
}

/** A room whose game has started: playing, or finished (game over or a short game's result),
 * when the host may start the next one. */
export interface GameRoom extends RoomBase {
  readonly status: 'playing' | 'finished';
  readonly game: GameState;
}

/** A room: lobby until the host starts, then playing, then finished. Its status says whether it
 * has a game, so no code has to assume one. */
export type Room = LobbyRoom | GameRoom;

/** The seat a person sits in, or null. */
export const seatOfUid = (room: Room, uid: string): Seat | null =>
  SEATS.find((seat) => room.seats[seat].uid === uid) ?? null;

/** The watcher with this uid, or undefined. */
export const watcherOf = (room: Room, uid: string): Watcher | undefined =>
  room.watchers.find((watcher) => watcher.uid === uid);

/** True when the uid sits at the table or watches it. */
export const isMember = (room: Room, uid: string): boolean =>
  seatOfUid(room, uid) !== null || watcherOf(room, uid) !== undefined;

/** The uids of the people seated at the table. */
export const seatedUids = (room: Room): string[] =>
  SEATS.flatMap((seat) => (room.seats[seat].uid === null ? [] : [room.seats[seat].uid!]));

/** Every member's uid: the seated humans, then the watchers. */
export const memberUids = (room: Room): string[] => [
  ...seatedUids(room),
  ...room.watchers.map((watcher) => watcher.uid),
];

/** The name an AI seat goes by. */
export const aiName = (seat: Seat): string => `AI ${seat + 1}`;

/** A seat the AI fills until a person takes it. */
export const aiSeat = (seat: Seat, formerUid: string | null = null): SeatSlot => ({
  uid: null,
  name: aiName(seat),
  kind: 'ai',
  away: false,
  formerUid,
});

/** A seat a person sits in. */
export const humanSeat = (uid: string, name: string): SeatSlot => ({
  uid,
  name,
  kind: 'human',
  away: false,
  formerUid: null,
});

/** `list` with `uid` added once. */
export const including = (list: readonly string[], uid: string | null): readonly string[] =>
  uid === null || list.includes(uid) ? list : [...list, uid];

/** A copy of `room` with one seat replaced. When the seat changes hands, its coaches and the
 * requests for it end (consent was the leaving person's; a seat asked of the AI is no longer the
 * AI's), and during a game the newcomer is remembered as having sat in it, and from which play. */
export const withSeat = <R extends Room>(room: R, seat: Seat, slot: SeatSlot): R => {
  const seats = bySeat((s) => (s === seat ? slot : room.seats[s]));
  if (slot.uid === room.seats[seat].uid) return { ...room, seats };
  const watchers = room.watchers.map((watcher) =>
    watcher.coaching === seat || watcher.asking === seat
      ? { ...watcher, coaching: null, asking: null }
      : watcher,
  );
  const satInGame = room.status === 'playing' ? including(room.satInGame, slot.uid) : room.satInGame;
  return { ...room, seats, watchers, satInGame, seatHistory: historyWith(room, seat, slot) };
};
