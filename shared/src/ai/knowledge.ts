// What one seat knows, in the AI's own terms: its hand as a mask, the public table, and the
// actions it may take. Strategies read a PlayerView only through `knowledgeFrom`, so nothing a
// seat may not see can reach a decision.

import { bySeat, phaseFieldsOf, setOf } from '../engine';
import type {
  Action,
  BidAction,
  BySeat,
  ByTeam,
  DominoSet,
  PassAction,
  Phase,
  PhaseFields,
  PlayAction,
  Seat,
  Settings,
  Trick,
} from '../engine';
import type { PlayerView } from '../view';

/** Everything public at the table plus the seat's own hand, typed by phase like the view. */
export type Knowledge = KnowledgeFields & PhaseFields;

/** What a seat knows in one phase (or several). */
export type KnowledgeIn<P extends Phase> = Extract<Knowledge, { phase: P }>;

/** What a seat knows in every phase. */
interface KnowledgeFields {
  readonly seat: Seat;
  readonly settings: Settings;
  readonly shaker: Seat;
  /** The seat's unplayed dominoes. */
  readonly hand: DominoSet;
  readonly bids: readonly (BidAction | PassAction)[];
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
    ...phaseFieldsOf(view),
    shaker: view.shaker,
    hand: setOf(view.self.hand),
    bids: view.bids,
    trick: view.trick,
    tricks: view.tricks,
    points: view.points,
    marks: view.marks,
    gamePoints: view.gamePoints,
    handCounts: bySeat((seat) => view.players[seat].handCount),
    validActions: view.validActions,
  };
};
