// What one seat knows, in the AI's own terms: its hand as a mask, the public table, and the
// actions it may take. Strategies read a PlayerView only through `knowledgeFrom`, so nothing a
// seat may not see can reach a decision.

import { bySeat, setOf } from '../engine';
import type {
  Action,
  BidAction,
  BySeat,
  ByTeam,
  Contract,
  DominoSet,
  PassAction,
  Phase,
  PlayAction,
  Seat,
  Settings,
  Trick,
  Trump,
} from '../engine';
import type { PlayerView } from '../view';

/** Everything public at the table plus the seat's own hand. */
export interface Knowledge {
  readonly seat: Seat;
  readonly settings: Settings;
  readonly phase: Phase;
  readonly shaker: Seat;
  /** The seat's unplayed dominoes. */
  readonly hand: DominoSet;
  readonly bids: readonly (BidAction | PassAction)[];
  readonly contract: Contract | null;
  readonly trump: Trump | null;
  readonly declarer: Seat | null;
  readonly sittingOut: Seat | null;
  /** The trick on the table, in order. */
  readonly trick: readonly PlayAction[];
  /** The tricks collected this hand. */
  readonly tricks: readonly Trick[];
  /** Points each team has taken this hand. */
  readonly points: ByTeam<number>;
  readonly marks: ByTeam<number>;
  readonly gamePoints: ByTeam<number>;
  /** How many unplayed dominoes each seat holds. */
  readonly handCounts: BySeat<number>;
  /** What the seat may do now. */
  readonly validActions: readonly Action[];
}

/** A seated viewer's knowledge, or null for a view without a seat of its own. */
export const knowledgeFrom = (view: PlayerView): Knowledge | null => {
  if (view.self === null) return null;
  return {
    seat: view.self.seat,
    settings: view.settings,
    phase: view.phase,
    shaker: view.shaker,
    hand: setOf(view.self.hand),
    bids: view.bids,
    contract: view.contract,
    trump: view.trump,
    declarer: view.declarer,
    sittingOut: view.sittingOut,
    trick: view.trick,
    tricks: view.tricks,
    points: view.points,
    marks: view.marks,
    gamePoints: view.gamePoints,
    handCounts: bySeat((seat) => view.players[seat].handCount),
    validActions: view.validActions,
  };
};
