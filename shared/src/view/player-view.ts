// What one member of a table may know, as a type. A PlayerView is built from scratch by
// whitelisting public fields; the viewer's own hand lives only in `self`, other seats are
// `PublicPlayer`s that have no hand field at all, and the replay link (the deals) stays
// secret until the game ends.
// AI strategies decide from a PlayerView alone and the web client renders it as is.

import type {
  Action,
  Agreement,
  BidAction,
  BidKind,
  BySeat,
  ByTeam,
  DominoId,
  HandOutcome,
  PassAction,
  PhaseFields,
  PlayAction,
  Seat,
  Settings,
  Team,
  Trick,
  Trump,
} from '../engine';
import type { Capability } from './capability';

/** Who fills a seat: a person, or the AI (an empty seat, or a human who left). */
export type SeatKind = 'human' | 'ai';

/** Another seat as everyone at the table sees it. There is deliberately no hand field. */
export interface PublicPlayer {
  /** The seat, 0..3 clockwise; partners sit opposite. */
  readonly seat: Seat;
  /** The display name shown at the table. */
  readonly name: string;
  /** 0 for seats 0 and 2, 1 for seats 1 and 3. */
  readonly team: Team;
  /** How many unplayed dominoes the seat holds (7 at the start of a hand). */
  readonly handCount: number;
  /** Whether a person or the AI plays the seat. */
  readonly kind: SeatKind;
  /** True while the AI plays for a human who let the turn clock run out, until they act again. */
  readonly away: boolean;
}

/** The viewer's own seat: the only place a view holds a seated player's hand. */
export interface SelfPlayer {
  /** The viewer's seat. */
  readonly seat: Seat;
  /** The viewer's unplayed dominoes, lowest id first (ids as in the engine: 6-4 is 25). */
  readonly hand: readonly DominoId[];
}

/** A hand a capability lets the viewer see besides their own (coach, spectator, finished game). */
export interface RevealedHand {
  /** Whose hand it is. */
  readonly seat: Seat;
  /** Their unplayed dominoes, lowest id first. */
  readonly hand: readonly DominoId[];
  /** The seven dominoes they were dealt this hand (played and unplayed), lowest id first. */
  readonly dealt: readonly DominoId[];
}

/** Who has tapped "Next" for the follow-up the table is waiting on. */
export interface Consensus {
  /** What the table waits to do: collect the trick, score the hand, or nothing (null). */
  readonly pending: Agreement | null;
  /** Per seat, whether that seat has agreed. All false when nothing is pending. */
  readonly agreed: BySeat<boolean>;
}

/** A recommended action and why, from the table's hinter. Visible only with `see-hints`. */
export interface Hint {
  /** The recommended action (one of the hinted seat's valid actions). */
  readonly action: Action;
  /** A sentence for the player: "Lead the 6-6: it draws trump". */
  readonly reason: string;
}

/** Suggests a move to the seat a view belongs to; the AI's search is one (shared/src/ai/table-hints.ts). */
export type Hinter = (view: PlayerView) => Hint | null;

/** How a short game (single hand, daily challenge) ended; set by the room's transformers. */
export interface TableResult {
  /** Which transformer ended the game. */
  readonly kind: 'single-hand' | 'daily-challenge';
  /** The team that made or set the contract of the one hand. */
  readonly winner: Team;
  /** The hand that decided it. */
  readonly outcome: HandOutcome;
  /** Daily challenge: stars earned (0..thresholds.length). */
  readonly stars?: number;
  /** Daily challenge: a line to share ("Texas 42 daily 2025-01-15: ★★☆ ..."). */
  readonly shareText?: string;
  /** Daily challenge: true once a member opened the table's hands, its day being over everywhere
   * (until then nobody sees another seat's hand, see shared/src/room/daily-secret.ts). */
  readonly open?: boolean;
}

/** Something that happened at the table, derived from the log for animation. `seq` is the index
 * of the causing action in the game's whole log, so a client animates only events it has not
 * seen; derived events (`trick-won`, `all-passed`, `hand-scored`, `game-over`) share it. */
export type GameEvent = {
  /** Index of the causing action in the game's log (all hands, in order). */
  readonly seq: number;
  /** The hand it happened in (1 for the first). */
  readonly handNumber: number;
} & (
  | { readonly type: 'bid'; readonly seat: Seat; readonly kind: BidKind; readonly value: number }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'trump'; readonly seat: Seat; readonly trump: Trump }
  | { readonly type: 'play'; readonly seat: Seat; readonly domino: DominoId }
  | { readonly type: 'agree'; readonly seat: Seat; readonly to: Agreement }
  /** A trick was collected: who won it, with what plays, worth how many points. */
  | {
      readonly type: 'trick-won';
      readonly seat: Seat;
      readonly plays: readonly PlayAction[];
      readonly points: number;
    }
  /** All four passed: the shake moves to `shaker` and a new deal is made. */
  | { readonly type: 'all-passed'; readonly shaker: Seat }
  /** The hand was scored. */
  | { readonly type: 'hand-scored'; readonly outcome: HandOutcome }
  /** A team reached the target. */
  | { readonly type: 'game-over'; readonly winner: Team }
);

/** Everything one member may know about the table right now, typed by phase like the game: the
 * seat on turn, the high bid or contract, trump, declarer, the seat sitting out and the hand's
 * outcome exist where the phase gives them (see `PhaseFields` in shared/src/engine/state.ts). */
export type PlayerView = ViewFields & PhaseFields;

/** What a view holds in every phase. */
interface ViewFields {
  /** The viewer's seat, or null for a spectator or a coach. */
  readonly seat: Seat | null;
  /** What the viewer may do and see beyond the public table. */
  readonly capabilities: readonly Capability[];
  /** The table's rules (public): contracts played, targets, doubles in follow-me and nello. */
  readonly settings: Settings;
  /** The hand being played, 1 for the first (a redeal does not count). */
  readonly handNumber: number;
  /** The seat that shook (dealt) this hand; bidding starts at its left. */
  readonly shaker: Seat;
  /** When the turn's clock runs out (ms since the epoch), or null without a clock. */
  readonly turnDeadline: number | null;
  /** The viewer's own seat and hand; null for spectators and coaches. */
  readonly self: SelfPlayer | null;
  /** All four seats, public facts only. */
  readonly players: BySeat<PublicPlayer>;
  /** Other hands the viewer may see now: a coach the coached seat's during play; every member
   * every seat's once the hand is over (for the hand review). Empty otherwise. */
  readonly revealedHands: readonly RevealedHand[];
  /** This hand's bids and passes, in order. */
  readonly bids: readonly (BidAction | PassAction)[];
  /** The plays of the trick on the table, in order (the finished trick until it is collected). */
  readonly trick: readonly PlayAction[];
  /** The suit the trick on the table was led in ('sixes', 'doubles', ...), null if none or sevens. */
  readonly suitLed: string | null;
  /** The tricks already collected this hand, in order, with winner and points. */
  readonly tricks: readonly Trick[];
  /** The name of who made each play of this hand, in order (the collected tricks' plays, then the
   * trick on the table): the person who held the seat then, not whoever holds it now. */
  readonly playedBy: readonly string[];
  /** Points each team has taken this hand (count plus one per trick). */
  readonly points: ByTeam<number>;
  /** Marks each team holds in the game (the marks game). */
  readonly marks: ByTeam<number>;
  /** Game points each team holds (the points game). */
  readonly gamePoints: ByTeam<number>;
  /** Who must tap "Next" before the trick is collected or the hand scored. */
  readonly consensus: Consensus;
  /** The actions the viewer may submit now, exactly as the room accepts them (after the table's
   * transformers). Only the viewer's own seat; never the room's follow-ups. Empty when watching. */
  readonly validActions: readonly Action[];
  /** Speed mode: the viewer's single forced move, which the client may play by itself. */
  readonly autoPlay: Action | null;
  /** Hints for the seat the viewer acts or observes for; empty without `see-hints`. */
  readonly hints: readonly Hint[];
  /** The last few things that happened, oldest first, for animating plays and trick results. */
  readonly recentEvents: readonly GameEvent[];
  /** The team that won the game, once it is over. */
  readonly winner: Team | null;
  /** How a single-hand or daily-challenge table ended, or null. */
  readonly result: TableResult | null;
  /** The game's replay link (its deals and every move), once the game is over; null before, and
   * at a daily-challenge table, whose deal everyone plays that day. */
  readonly replayLink: string | null;
}
