// What the table screen draws, as plain display-ready data seen from the viewer's chair: the
// viewer sits at the bottom, the partner at the top, the opponents left and right. An adapter
// from @texas42/shared's PlayerView will build it; until then fixtures do (see /dev/table).

/** Chairs around the table, clockwise from the viewer. */
export const TABLE_POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type TablePosition = (typeof TABLE_POSITIONS)[number];
export type ByPosition<T> = { readonly [K in TablePosition]: T };

/** The viewer's team ("us": bottom and top) and the other one ("them": left and right). */
export const TABLE_TEAMS = ['us', 'them'] as const;
export type TableTeam = (typeof TABLE_TEAMS)[number];
export type ByTeam<T> = { readonly [K in TableTeam]: T };

/** The team a chair belongs to. */
export function teamOf(position: TablePosition): TableTeam {
  return position === 'bottom' || position === 'top' ? 'us' : 'them';
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
}

export interface TableHandDomino {
  readonly id: number;
  /** One of the viewer's valid plays right now. */
  readonly playable: boolean;
}

export interface TableTrickPlay {
  readonly position: TablePosition;
  readonly dominoId: number;
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

export interface TableViewModel {
  readonly players: ByPosition<TablePlayer>;
  /** The viewer's own dominoes, in display order. */
  readonly hand: readonly TableHandDomino[];
  readonly trick: TableTrick;
  /** Whose move it is, or null while nobody is to move (e.g. waiting for "Next"). */
  readonly turn: TablePosition | null;
  readonly contract: TableContract | null;
  /** Points taken this hand, marks in the game, and what wins it ("7 marks", "250 points"). */
  readonly score: {
    readonly points: ByTeam<number>;
    readonly marks: ByTeam<number>;
    readonly target: string;
  };
  /** One line telling the viewer what is happening: "Your turn: follow sixes". */
  readonly prompt: string;
  /**
   * Set while the game waits for the viewer's consent to go on (after a trick or a hand):
   * the button's label, e.g. "Next". Null when nothing waits on the viewer.
   */
  readonly agree: { readonly label: string } | null;
}
