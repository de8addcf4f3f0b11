// The whole game as plain data: numbers, strings, arrays and plain objects only, so the same
// value is stored in Firestore, crosses postMessage and is rebuilt exactly by a replay.
// Hands are 28-bit masks of domino ids (see domino.ts): compact and fast to test.

import type { Action, BidAction, BidKind, PassAction, PlayAction, Trump } from './action';
import type { Dealing } from './dealing';
import type { DominoSet } from './domino';
import { loggedActions } from './game-log';
import type { GameLog } from './game-log';
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
  /** Where the deals come from (a seed, or one key per deal); with the log it replays the game. */
  readonly dealing: Dealing;
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
  /** Every accepted action, deal by deal. */
  readonly log: GameLog;
}

/** Every seat has agreed. */
export const ALL_AGREED = 0b1111;

/** The accepted actions of the whole game, in order. */
export const actionsOf = (state: GameState): Action[] => loggedActions(state.log);

/** A state being built by `execute`: a fresh copy whose fields are set before it is returned. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };

/** A fresh copy of `state` to change field by field. Every accepted action makes one, so it is
 * written out as a literal of fixed shape: V8 copies that many times faster than a spread, and
 * setting fields on it stays monomorphic where merging in a `changes` object of varying shape
 * does not (measured: ~30 ns against ~280 ns per copy). */
export const draftOf = (state: GameState): Draft => ({
  settings: state.settings,
  dealing: state.dealing,
  phase: state.phase,
  handNumber: state.handNumber,
  shaker: state.shaker,
  turn: state.turn,
  hands: state.hands,
  bids: state.bids,
  contract: state.contract,
  trump: state.trump,
  declarer: state.declarer,
  sittingOut: state.sittingOut,
  trick: state.trick,
  tricks: state.tricks,
  points: state.points,
  agreed: state.agreed,
  outcome: state.outcome,
  marks: state.marks,
  gamePoints: state.gamePoints,
  winner: state.winner,
  log: state.log,
});

/** A copy of `state` with `changes`, for tests and for code off the hot path. */
export const update = (state: GameState, changes: Partial<GameState>): GameState => ({
  ...state,
  ...changes,
});
