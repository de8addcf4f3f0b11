// Everything that changes a game is an action: seats bid, declare trump, play and agree; the
// room runs the follow-ups (`complete-trick`, `score-hand`) once every seat has agreed.

import type { DominoId } from './domino';
import type { Seat } from './vocabulary';

/** What a seat may bid: points 30..41, marks, or the doubles contracts splash and plunge. */
export const BID_KINDS = ['points', 'marks', 'splash', 'plunge'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/** A trump declaration: a suit of pips, the doubles, no trump, or a special contract. */
export const TRUMPS = [
  'blanks',
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'doubles',
  'follow-me',
  'nello',
  'sevens',
] as const;
export type Trump = (typeof TRUMPS)[number];

/** What the seats agree to before the room runs it. */
export const AGREEMENTS = ['complete-trick', 'score-hand'] as const;
export type Agreement = (typeof AGREEMENTS)[number];

export interface BidAction {
  readonly type: 'bid';
  readonly seat: Seat;
  readonly kind: BidKind;
  /** Points for a point bid; marks for the others. */
  readonly value: number;
}
export interface PassAction {
  readonly type: 'pass';
  readonly seat: Seat;
}
export interface SelectTrumpAction {
  readonly type: 'select-trump';
  readonly seat: Seat;
  readonly trump: Trump;
}
export interface PlayAction {
  readonly type: 'play';
  readonly seat: Seat;
  readonly domino: DominoId;
}
export interface AgreeAction {
  readonly type: 'agree';
  readonly seat: Seat;
  readonly to: Agreement;
}
export interface CompleteTrickAction {
  readonly type: 'complete-trick';
}
export interface ScoreHandAction {
  readonly type: 'score-hand';
}

export type Action =
  | BidAction
  | PassAction
  | SelectTrumpAction
  | PlayAction
  | AgreeAction
  | CompleteTrickAction
  | ScoreHandAction;

/** The actions only the room itself runs, once consensus is full. */
export type SystemAction = CompleteTrickAction | ScoreHandAction;

export const isSystemAction = (action: Action): action is SystemAction =>
  action.type === 'complete-trick' || action.type === 'score-hand';

export const bid = (seat: Seat, kind: BidKind, value: number): BidAction => ({
  type: 'bid',
  seat,
  kind,
  value,
});
export const pass = (seat: Seat): PassAction => ({ type: 'pass', seat });
export const selectTrump = (seat: Seat, trump: Trump): SelectTrumpAction => ({
  type: 'select-trump',
  seat,
  trump,
});
export const play = (seat: Seat, domino: DominoId): PlayAction => ({ type: 'play', seat, domino });
export const agree = (seat: Seat, to: Agreement): AgreeAction => ({ type: 'agree', seat, to });
export const completeTrick = (): CompleteTrickAction => ({ type: 'complete-trick' });
export const scoreHand = (): ScoreHandAction => ({ type: 'score-hand' });

/** True when two actions are the same move. */
export const sameAction = (a: Action, b: Action): boolean => {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'bid': {
      const o = b as BidAction;
      return a.seat === o.seat && a.kind === o.kind && a.value === o.value;
    }
    case 'pass':
      return a.seat === (b as PassAction).seat;
    case 'select-trump':
      return a.seat === (b as SelectTrumpAction).seat && a.trump === (b as SelectTrumpAction).trump;
    case 'play':
      return a.seat === (b as PlayAction).seat && a.domino === (b as PlayAction).domino;
    case 'agree':
      return a.seat === (b as AgreeAction).seat && a.to === (b as AgreeAction).to;
    default:
      return true;
  }
};
