// A person's statistics: running totals over every game they finished in a seat, the same
// totals per calendar month (so a screen can chart the trend), and their most recent games with
// the result and the replay link. One record per person: online the server keeps it per account,
// offline the device keeps the device player's. Plain data, stored as is, with its format.

/** The format person statistics are stored in today. */
export const STATS_FORMAT = 1;

/** How many recent games a record keeps (the oldest drops off). */
export const RECENT_GAMES = 30;

/** How many months of trend a record keeps (the oldest drops off). */
export const TREND_MONTHS = 24;

/** The contracts players name apart from their level: two doubles bids, two trumps. */
export const SPECIAL_CONTRACTS = ['nello', 'plunge', 'splash', 'sevens'] as const;
export type SpecialContract = (typeof SPECIAL_CONTRACTS)[number];

/** Contracts a person won the bid for, and how they ended. */
export interface ContractTally {
  readonly won: number;
  readonly made: number;
  readonly set: number;
}

/** Counts over a span of games: a person's whole record, or one month of it. */
export interface Totals {
  readonly games: number;
  readonly gamesWon: number;
  readonly hands: number;
  readonly handsWon: number;
  /** Marks the person's team took in those hands. */
  readonly marks: number;
  /** The hands the review judged play by play, and the points the person's own plays gave away
   * in them (each play against the exact solver's best). */
  readonly handsReviewed: number;
  readonly pointsLost: number;
  /** The bids the person won, by level as players say it ("30", "2 marks"), made or set. */
  readonly bids: Readonly<Record<string, ContractTally>>;
  /** The special contracts the person won the bid for (nello and sevens by the trump named). */
  readonly specials: Readonly<Record<SpecialContract, ContractTally>>;
}

/** One calendar month's totals (UTC), `month` written YYYY-MM. */
export interface MonthTotals extends Totals {
  readonly month: string;
}

/** What a person's table ended as. */
export type GameKind = 'game' | 'single-hand' | 'daily-challenge';

/** One finished game as the person's history shows it. */
export interface RecentGame {
  /** The game's id: its room and where its deals came from (recording a game twice is a no-op). */
  readonly id: string;
  /** When it ended, in ms since the epoch. */
  readonly at: number;
  readonly kind: GameKind;
  readonly online: boolean;
  readonly won: boolean;
  /** The final score, the person's team first, in the game's unit. */
  readonly score: readonly [number, number];
  readonly unit: 'marks' | 'points';
  readonly hands: number;
  readonly partner: string;
  readonly opponents: readonly [string, string];
  /** The link that replays the game, or null (a daily-challenge deal has none). */
  readonly replayLink: string | null;
}

/** A person's statistics, newest games first. */
export interface PersonStats {
  readonly format: number;
  readonly totals: Totals;
  /** Oldest month first, at most TREND_MONTHS. */
  readonly months: readonly MonthTotals[];
  /** Newest first, at most RECENT_GAMES. */
  readonly recent: readonly RecentGame[];
}

const noContracts = (): ContractTally => ({ won: 0, made: 0, set: 0 });

/** Totals of no games. */
export const emptyTotals = (): Totals => ({
  games: 0,
  gamesWon: 0,
  hands: 0,
  handsWon: 0,
  marks: 0,
  handsReviewed: 0,
  pointsLost: 0,
  bids: {},
  specials: { nello: noContracts(), plunge: noContracts(), splash: noContracts(), sevens: noContracts() },
});

/** The statistics of someone who has finished no game yet. */
export const emptyStats = (): PersonStats => ({
  format: STATS_FORMAT,
  totals: emptyTotals(),
  months: [],
  recent: [],
});
