// What the table screen draws, as plain display-ready data seen from the viewer's chair: the
// viewer sits at the bottom, the partner at the top, the opponents left and right. The adapter
// in view-model/from-player-view.ts builds it from @texas42/shared's PlayerView; the buttons
// carry the exact Action the room accepts, so the screen can only send a legal move.
import { teamOf as teamOfSeat } from '@texas42/shared';
import type { Action, DominoId, Phase, Seat, Team } from '@texas42/shared';
import type { TableDailyResult, TableOutlookAsk } from '../../lib/table-slots';
import type { PlayReason } from './view-model/play-reasons';

export type { TableDailyResult, TableOutlookAsk } from '../../lib/table-slots';

/** Chairs around the table, clockwise from the viewer. */
export const TABLE_POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type TablePosition = (typeof TABLE_POSITIONS)[number];
export type ByPosition<T> = { readonly [K in TablePosition]: T };

/** The two sides as the viewer sees them: theirs ("us": bottom and top) and the other ("them":
 * left and right). Not shared's Team (0 or 1, fixed by seat), which the viewer's side maps onto. */
export type TableSide = 'us' | 'them';
export type BySide<T> = { readonly [K in TableSide]: T };

/** The side a chair belongs to. */
export function sideAt(position: TablePosition): TableSide {
  return position === 'bottom' || position === 'top' ? 'us' : 'them';
}

// Seats are absolute (0..3 clockwise); the screen is drawn from the viewer's chair. A watcher
// sees the table from the seat they chose to watch from (seat 0 until they choose).

/** Where `seat` sits as seen from `viewer`. */
export function positionOf(viewer: Seat, seat: Seat): TablePosition {
  return TABLE_POSITIONS[(seat - viewer + 4) % 4]!;
}

/** "us" for the viewer's team, "them" for the other. */
export function sideOf(viewer: Seat, team: Team): TableSide {
  return team === teamOfSeat(viewer) ? 'us' : 'them';
}

export interface TablePlayer {
  readonly name: string;
  readonly kind: 'human' | 'ai';
  /** A human whose turn timed out and whose seat the AI is playing until they act again. */
  readonly away: boolean;
  readonly dominoCount: number;
  readonly isShaker: boolean;
  /** This hand's bid as shown ("Pass", "30", "2 marks"), or null when there is none to show. */
  readonly bid: string | null;
  /** Sits this hand out (the partner of a nello bidder). */
  readonly sittingOut?: boolean;
  /** This seat's dominoes drawn face up, when the viewer may see them (every seat's whole deal
   * once a hand is over, for whom the room reveals it); absent while the hand is hidden. */
  readonly shown?: readonly DominoId[];
}

export interface TableHandDomino {
  readonly id: DominoId;
  /** One of the viewer's valid plays right now. */
  readonly playable: boolean;
  /** The play action to send for it, when playable. */
  readonly action: Action | null;
}

interface TableTrickPlay {
  readonly position: TablePosition;
  readonly dominoId: DominoId;
  /** The play happened since the viewer last looked: slide it in from its player. */
  readonly fresh?: boolean;
  /** Among the fresh plays, its place (0 first), so several arriving at once land one by one. */
  readonly freshOrder?: number;
  /** Why an AI seat played it, at a table with hints on (view-model/play-reasons.ts). */
  readonly why?: PlayReason;
}

export interface TableTrick {
  /** 1..7 */
  readonly number: number;
  /** In the order played; the first is the lead. */
  readonly plays: readonly TableTrickPlay[];
  /** Set once the trick is complete. */
  readonly winner: TablePosition | null;
}

export interface TableContract {
  readonly bidder: TablePosition;
  /** As shown: "34", "2 marks", "Splash". */
  readonly bid: string;
  /** As shown: "Sixes", "Doubles", "Follow-me", "Nello"; null until declared. */
  readonly trump: string | null;
}

/** One button of the bid or trump panel: enabled only when `action` is a valid action. */
export interface TableChoice {
  readonly key: string;
  /** What the button shows: "34", "2 marks", "Sixes". */
  readonly label: string;
  /** What a screen reader hears, the label first: "34", "Sixes, 3 in hand", "Splash, 2 marks". */
  readonly spoken: string;
  /** The action to send, or null when the rules do not allow it now. */
  readonly action: Action | null;
  /** A small line under the label ("3 in hand"). */
  readonly note?: string;
}

/** The viewer's bid: point bids 30..41, mark bids, the doubles contracts, and pass. */
export interface TableBidPanel {
  /** "Beat 34", "Open the bidding: 30 or more". */
  readonly title: string;
  readonly points: readonly TableChoice[];
  readonly marks: readonly TableChoice[];
  readonly pass: TableChoice;
  /** "Help me bid", at a table with hints on (else null). */
  readonly help: TableOutlookAsk | null;
}

/** The viewer names trump: the suits, doubles, follow-me and the special contracts allowed. */
export interface TableTrumpPanel {
  readonly title: string;
  readonly choices: readonly TableChoice[];
  /** "Compare trumps", at a table with hints on (else null). */
  readonly help: TableOutlookAsk | null;
}

/** The table waits for every seat's "Next" before it collects a trick or scores a hand. */
export interface TableConsensus {
  /** The button's label: "Next", "Next hand", or "See the result" after the hand that wins the game. */
  readonly label: string;
  /** The action the button sends, or null when the viewer already agreed (or only watches). */
  readonly action: Action | null;
  /** Who has tapped it, per chair. */
  readonly agreed: ByPosition<boolean>;
  /** "Waiting for Carlos and Rosa", or null when nobody else is awaited. */
  readonly waiting: string | null;
}

/** How the hand ended, from the viewer's side. */
export interface TableHandResult {
  /** "You made 34!", "Carlos was set". */
  readonly headline: string;
  /** "with 38 points, 4 to spare", "short by 6 points", "lost a trick". */
  readonly detail: string;
  readonly made: boolean;
  /** The team that bid. */
  readonly bidders: TableSide;
  /** Points each team took this hand. */
  readonly points: BySide<number>;
  /** "1 mark to us". */
  readonly award: string;
  /** Whether the viewer's team came out ahead this hand. */
  readonly good: boolean;
}

/** The end of the game. */
export interface TableGameResult {
  readonly winner: TableSide;
  /** "You win!", "They win". */
  readonly headline: string;
  /** "7 marks to 4". */
  readonly detail: string;
  /** The finished game's replay link (the codec's text, not yet a URL), or null when there is
   * none (a daily deal's table never has one). */
  readonly replayLink: string | null;
}

export interface TableViewModel {
  readonly phase: Phase;
  /** The viewer watches (no seat): the bottom chair is the watched seat's player (the coached
   * seat for a coach), and the hand is theirs only where the room shows it. */
  readonly watching: boolean;
  readonly players: ByPosition<TablePlayer>;
  /** The viewer's own dominoes, in display order. */
  readonly hand: readonly TableHandDomino[];
  readonly trick: TableTrick;
  /** Whose move it is, or null while nobody is to move (e.g. waiting for "Next"). */
  readonly turn: TablePosition | null;
  /** When the turn's clock runs out (ms since the epoch), or null without a clock. */
  readonly turnDeadline: number | null;
  readonly contract: TableContract | null;
  /** Points taken this hand, marks in the game, and what wins it ("7 marks", "250 points"). */
  readonly score: {
    readonly points: BySide<number>;
    readonly marks: BySide<number>;
    readonly target: string;
  };
  /** One line telling the viewer what is happening: "Your turn: follow sixes". */
  readonly prompt: string;
  /** The AI's advice for the viewer's move, at a table with hints on (else null). */
  readonly hint: string | null;
  /** True while the advice for the viewer's bid, trump or play is still being worked out: the
   * offline table shows a turn before a hint that would keep it waiting
   * (web/src/lib/offline/offline-host.ts). Never for Next: a finished trick is nobody's turn. */
  readonly hintComing: boolean;
  /** Set while the viewer is to bid. */
  readonly bidding: TableBidPanel | null;
  /** Set while the viewer is to name trump. */
  readonly trumpChoice: TableTrumpPanel | null;
  /** Set while the table waits for "Next". */
  readonly consensus: TableConsensus | null;
  readonly handResult: TableHandResult | null;
  readonly gameResult: TableGameResult | null;
  /** Set once a daily-deal table has ended (it then shows no hand or game result). */
  readonly dailyResult: TableDailyResult | null;
  /** A trick collected since the viewer last looked, to sweep towards its winner (null if none). */
  readonly sweep: { readonly key: number; readonly trick: TableTrick } | null;
}
