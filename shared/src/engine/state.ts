// The whole game as plain data: numbers, strings, arrays and plain objects only, so the same
// value is stored in Firestore, crosses postMessage and is rebuilt exactly by a replay.
// Hands are 28-bit masks of domino ids (see domino.ts): compact and fast to test.

import type { Action, BidAction, BidKind, PassAction, PlayAction, Trump } from './action';
import type { DominoSet } from './domino';
import type { Settings } from './settings';
import type { BySeat, ByTeam, Seat, Team } from './vocabulary';

export const PHASES = [
  'bidding',
  'trump',
  'playing',
  'trick-complete',
  'hand-complete',
  'game-over',
] as const;
export type Phase = (typeof PHASES)[number];

/** The high bid: during bidding the bid to beat, afterwards the contract the bidders play. */
export interface Contract {
  readonly bidder: Seat;
  readonly kind: BidKind;
  /** Points for a point bid, marks for the rest. */
  readonly value: number;
}

/** A finished trick. */
export interface Trick {
  readonly plays: readonly PlayAction[];
  readonly winner: Seat;
  /** The count it holds plus 1 for the trick. */
  readonly points: number;
}

/** How a hand ended, known as soon as it is decided and applied by `score-hand`. */
export interface HandOutcome {
  readonly contract: Contract;
  readonly trump: Trump;
  readonly made: boolean;
  /** Points each team took this hand. */
  readonly points: ByTeam<number>;
  /** Marks this hand awards (the marks game). */
  readonly marks: ByTeam<number>;
  /** Game points this hand awards (the points game). */
  readonly gamePoints: ByTeam<number>;
}

export interface GameState {
  readonly settings: Settings;
  /** The seed the game was created from; with the log it replays the game. */
  readonly seed: number;
  /** The shuffle's PRNG state. */
  readonly rng: number;
  readonly phase: Phase;
  /** 1 for the first hand; a redeal does not count as a new hand. */
  readonly handNumber: number;
  readonly shaker: Seat;
  /** The seat to bid, declare or play; null while waiting for agreement or after the game. */
  readonly turn: Seat | null;
  /** Each seat's unplayed dominoes. */
  readonly hands: BySeat<DominoSet>;
  /** This hand's bids and passes, in order. */
  readonly bids: readonly (BidAction | PassAction)[];
  readonly contract: Contract | null;
  readonly trump: Trump | null;
  /** The seat that declares trump: the bidder, or their partner after splash or plunge. */
  readonly declarer: Seat | null;
  /** The nello bidder's partner, who sits the hand out. */
  readonly sittingOut: Seat | null;
  /** The plays of the trick in progress (or just completed, until `complete-trick`). */
  readonly trick: readonly PlayAction[];
  readonly tricks: readonly Trick[];
  /** Points each team has taken this hand. */
  readonly points: ByTeam<number>;
  /** Seats that have agreed to the pending follow-up, as a 4-bit mask. */
  readonly agreed: number;
  readonly outcome: HandOutcome | null;
  readonly marks: ByTeam<number>;
  readonly gamePoints: ByTeam<number>;
  readonly winner: Team | null;
  /** Every accepted action, hand by hand (redeals stay in the hand they led to). */
  readonly log: readonly (readonly Action[])[];
}

/** Every seat has agreed. */
export const ALL_AGREED = 0b1111;

/** The accepted actions of the whole game, in order. */
export const actionsOf = (state: GameState): Action[] => state.log.flat();

/** A copy of `state` with `changes` (undefined means unchanged). Written out field by field
 * because V8 copies a literal of known shape many times faster than a spread of this size,
 * and every accepted action makes one copy. */
export const update = (state: GameState, changes: Partial<GameState>): GameState => ({
  settings: changes.settings !== undefined ? changes.settings : state.settings,
  seed: changes.seed !== undefined ? changes.seed : state.seed,
  rng: changes.rng !== undefined ? changes.rng : state.rng,
  phase: changes.phase !== undefined ? changes.phase : state.phase,
  handNumber: changes.handNumber !== undefined ? changes.handNumber : state.handNumber,
  shaker: changes.shaker !== undefined ? changes.shaker : state.shaker,
  turn: changes.turn !== undefined ? changes.turn : state.turn,
  hands: changes.hands !== undefined ? changes.hands : state.hands,
  bids: changes.bids !== undefined ? changes.bids : state.bids,
  contract: changes.contract !== undefined ? changes.contract : state.contract,
  trump: changes.trump !== undefined ? changes.trump : state.trump,
  declarer: changes.declarer !== undefined ? changes.declarer : state.declarer,
  sittingOut: changes.sittingOut !== undefined ? changes.sittingOut : state.sittingOut,
  trick: changes.trick !== undefined ? changes.trick : state.trick,
  tricks: changes.tricks !== undefined ? changes.tricks : state.tricks,
  points: changes.points !== undefined ? changes.points : state.points,
  agreed: changes.agreed !== undefined ? changes.agreed : state.agreed,
  outcome: changes.outcome !== undefined ? changes.outcome : state.outcome,
  marks: changes.marks !== undefined ? changes.marks : state.marks,
  gamePoints: changes.gamePoints !== undefined ? changes.gamePoints : state.gamePoints,
  winner: changes.winner !== undefined ? changes.winner : state.winner,
  log: changes.log !== undefined ? changes.log : state.log,
});
