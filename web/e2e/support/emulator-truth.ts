// The truth about an online table, for the privacy check and for driving phones: the room's
// private state, read from the Firestore emulator with its owner token (which passes the security
// rules; no client can).
import { FIRESTORE_URL as FIRESTORE } from './emulator-ports';
import type { Moment } from './offline-game';

interface StoredRoom {
  readonly version: number;
  readonly hostUid: string;
  readonly seats: readonly { readonly uid: string | null; readonly name: string; readonly away: boolean }[];
  /** The watchers, those in the queue for the next free seat marked `waiting`. */
  readonly watchers: readonly { readonly name: string; readonly waiting?: true }[];
  readonly game: {
    readonly hands: readonly number[];
    readonly phase: string;
    readonly dealing: unknown;
    readonly turn: number | null;
    readonly tricks: readonly unknown[];
    /** The nello bidder's partner, who plays no domino this hand. */
    readonly sittingOut: number | null;
    /** Seats that have tapped Next for the pending trick or hand, as a 4-bit mask. */
    readonly agreed: number;
    /** The team that won the game, once it is over. */
    readonly winner: number | null;
  } | null;
}

/** The room as the server stores it (rooms/{id}/private/state holds it as JSON text). */
export async function storedRoom(roomId: string): Promise<StoredRoom> {
  const response = await fetch(`${FIRESTORE}/rooms/${roomId}/private/state`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`Reading the private state failed: ${response.status}`);
  const doc = (await response.json()) as { fields: { room: { stringValue: string } } };
  return JSON.parse(doc.fields.room.stringValue) as StoredRoom;
}

/** Where the stored room stands, in one line for a failure that must say whether a screen or the
 * room stood still: its phase, whose turn, who is away and who has tapped Next. */
export async function roomLine(roomId: string): Promise<string> {
  const { game, seats } = await storedRoom(roomId);
  if (game === null) return 'the stored room has no game';
  const names = (chosen: (seat: number) => boolean) =>
    seats.flatMap((seat, i) => (chosen(i) ? [seat.name] : [])).join(', ') || 'nobody';
  const turn = game.turn === null ? 'nobody' : seats[game.turn]!.name;
  return (
    `the stored room is in ${game.phase} after ${game.tricks.length} tricks, on ${turn}'s turn; ` +
    `away: ${names((i) => seats[i]!.away)}; sitting out: ${names((i) => game.sittingOut === i)}; ` +
    `Next tapped by: ${names((i) => ((game.agreed >> i) & 1) === 1)}`
  );
}

/** A failed wait's explanation at an online table: where the stored room stands, the page's
 * `errors` (a refused call among them) and its last `calls` (browser.ts collectCalls), with the
 * clock's seconds now. */
export const tableTruth = async (
  roomId: string,
  errors: readonly string[],
  calls: readonly string[],
): Promise<string> =>
  `${await roomLine(roomId)}; the page's errors: ${errors.join(' | ') || 'none'}; ` +
  `its last calls: ${calls.slice(-6).join(', ') || 'none'}; now ${(Date.now() / 1000).toFixed(1)}`;

/** The dominoes that seats other than `name`'s still hold (all of them for a watcher), as far as
 * they are secret: once a hand is over nothing is (every member's view shows every dealt hand
 * then, for the hand review; a hand can end with dominoes unplayed). */
export async function hiddenFrom(roomId: string, name: string): Promise<Set<number>> {
  const room = await storedRoom(roomId);
  const phase = room.game?.phase;
  if (phase === 'game-over' || phase === 'hand-complete') return new Set();
  const hands = room.game?.hands ?? [];
  const ids = new Set<number>();
  hands.forEach((mask, seat) => {
    if (room.seats[seat]?.uid !== null && room.seats[seat]?.name === name) return;
    for (let id = 0; id < 28; id++) if ((mask >> id) & 1) ids.add(id);
  });
  return ids;
}

/** The phase in which the room owes each move a screen can ask for. */
const PHASE_OF: Partial<Record<Moment, string>> = {
  bid: 'bidding',
  trump: 'trump',
  play: 'playing',
  next: 'trick-complete',
  'hand-result': 'hand-complete',
};

/** True when the stored room owes `move` (what a phone's screen asks for) from the person called
 * `name`: their turn to bid, name trump or play (their seat not handed to the AI), or a Next
 * they have not tapped yet. A screen
 * can offer a move the room has already moved past (an update still on its way); the room refuses
 * that tap as stale, so a test taps only what the stored room owes. */
export async function roomOwes(roomId: string, name: string, move: Moment): Promise<boolean> {
  const room = await storedRoom(roomId);
  const seat = room.seats.findIndex((s) => s.uid !== null && s.name === name);
  const game = room.game;
  if (seat < 0 || game === null || game.phase !== PHASE_OF[move]) return false;
  if (move === 'next' || move === 'hand-result') return ((game.agreed >> seat) & 1) === 0;
  return game.turn === seat && !room.seats[seat]!.away;
}

/** What the server last heard from `uid`'s phone at room `roomId` (its heartbeat document: the
 * server time of the last write, in ms, and whether the page said it closed), or null when it
 * never wrote one. */
export async function heartbeatOf(
  roomId: string,
  uid: string,
): Promise<{ at: number; gone: boolean } | null> {
  const response = await fetch(`${FIRESTORE}/rooms/${roomId}/presence/${uid}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading the heartbeat failed: ${response.status}`);
  const doc = (await response.json()) as {
    fields: { at: { timestampValue: string }; gone?: { booleanValue: boolean } };
  };
  return { at: Date.parse(doc.fields.at.timestampValue), gone: doc.fields.gone?.booleanValue === true };
}
