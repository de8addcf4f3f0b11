// The whitelist projection: a PlayerView is assembled field by field from the game state, so
// nothing reaches a viewer unless it is named here. Other seats' hands appear only where a
// capability reveals them, or to everyone once the hand is over (unless the room keeps the other
// hands secret: a daily deal still being played that day); the replay link (which holds every
// deal) only once the game is over.

import {
  SEATS,
  bySeat,
  phaseFieldsOf,
  SUIT_NAMES,
  dominoesIn,
  playModeOf,
  sameAction,
  setOf,
  sizeOf,
  suitLed,
  teamOf,
} from '../engine';
import type { Action, BidAction, BySeat, GameState, PassAction, PlayAction, Seat } from '../engine';
import { hasCapability, observedSeats, playerCapabilities } from './capability';
import type { Capability } from './capability';
import { RECENT_ACTIONS, recentEvents } from './events';
import { offeredActions, seatOf } from './offered-action';
import type { OfferedAction } from './offered-action';
import type {
  Hint,
  Hinter,
  PlayerView,
  PublicPlayer,
  RevealedHand,
  SeatKind,
  TableResult,
} from './player-view';

/** What the room knows of a seat's occupant. */
export interface SeatInfo {
  readonly name: string;
  readonly kind: SeatKind;
  readonly away: boolean;
}

/** What the room adds to the game state when it projects a view. */
export interface ViewOptions {
  /** The viewer's capabilities; a seated viewer defaults to acting for their seat. */
  readonly capabilities?: readonly Capability[];
  /** Names and occupants of the seats; defaults to "Seat 1".."Seat 4", humans, present. */
  readonly players?: BySeat<SeatInfo>;
  /** The table's valid actions after its transformers; defaults to the engine's. */
  readonly actions?: readonly OfferedAction[];
  /** Computes a hint for a `see-hints` viewer when the actions carry none. */
  readonly hinter?: Hinter;
  /** When the turn's clock runs out (ms since the epoch). */
  readonly turnDeadline?: number | null;
  /** How a single-hand or daily-challenge table ended. */
  readonly result?: TableResult | null;
  /** How many of the last accepted actions become `recentEvents`. */
  readonly recentActions?: number;
  /** The game's replay link, which the view shows once the game is over (the room decides). */
  readonly replayLink?: string | null;
  /** Other seats' hands stay hidden even once the hand is over (a daily deal whose day is not
   * over everywhere); a capability to observe a seat still shows that seat. */
  readonly othersSecret?: boolean;
  /** Who made each play of this hand (PlayerView.playedBy); defaults to each seat's name now. */
  readonly playedBy?: readonly string[];
}

const DEFAULT_PLAYERS: BySeat<SeatInfo> = bySeat((seat) => ({
  name: `Seat ${seat + 1}`,
  kind: 'human',
  away: false,
}));

/** A fresh copy of a public action holding only its own fields. */
const copyBid = (action: BidAction | PassAction): BidAction | PassAction =>
  action.type === 'pass'
    ? { type: 'pass', seat: action.seat }
    : { type: 'bid', seat: action.seat, kind: action.kind, value: action.value };
const copyPlay = (action: PlayAction): PlayAction => ({
  type: 'play',
  seat: action.seat,
  domino: action.domino,
});

/** The dominoes `seat` has played this hand, from a game or from a view of it. */
export const dominoesPlayedBy = (hand: Pick<GameState, 'tricks' | 'trick'>, seat: Seat): number[] => [
  ...hand.tricks.flatMap((trick) => trick.plays.filter((p) => p.seat === seat).map((p) => p.domino)),
  ...hand.trick.filter((p) => p.seat === seat).map((p) => p.domino),
];

const revealed = (state: GameState, seat: Seat): RevealedHand => ({
  seat,
  hand: dominoesIn(state.hands[seat]),
  dealt: dominoesIn(state.hands[seat] | setOf(dominoesPlayedBy(state, seat))),
});

/** The seats whose hands this viewer sees besides their own: a coached seat's during play, and
 * every seat's once the hand is over (every member may then review it with all hands open),
 * unless the others are kept secret. */
const revealedSeats = (
  state: GameState,
  seat: Seat | null,
  capabilities: readonly Capability[],
  open: boolean,
): Seat[] => {
  const seats = open ? [...SEATS] : observedSeats(capabilities);
  return SEATS.filter((s) => s !== seat && seats.includes(s));
};

/** The seats a viewer acts for. */
const actingSeats = (capabilities: readonly Capability[]): Seat[] =>
  capabilities.flatMap((c) => (c.type === 'act-as-player' ? [c.seat] : []));

/** What `seat`'s own view would make of the hinter's advice, if it names a valid action. */
export const hintFor = (
  state: GameState,
  seat: Seat,
  hinter: Hinter,
  options: Pick<ViewOptions, 'actions' | 'players'> = {},
): Hint | null => {
  const view = getPlayerView(state, seat, { actions: options.actions, players: options.players });
  if (view.validActions.length === 0) return null;
  const hint = hinter(view);
  if (hint === null || !view.validActions.some((action) => sameAction(action, hint.action))) return null;
  return { action: hint.action, reason: hint.reason };
};

const hintsFor = (
  state: GameState,
  seats: readonly Seat[],
  offered: readonly OfferedAction[],
  options: ViewOptions,
): Hint[] => {
  const annotated = offered.flatMap((o) =>
    o.hint !== undefined && seats.includes(seatOf(o.action) as Seat)
      ? [{ action: o.action, reason: o.hint }]
      : [],
  );
  if (annotated.length > 0 || options.hinter === undefined) return annotated;
  const turn = state.turn;
  if (turn === null || !seats.includes(turn)) return [];
  const hint = hintFor(state, turn, options.hinter, { actions: offered, players: options.players });
  return hint === null ? [] : [hint];
};

/** What the member sitting at `seat` (null: not seated) may see, given their capabilities. */
export const getPlayerView = (state: GameState, seat: Seat | null, options: ViewOptions = {}): PlayerView => {
  const capabilities = options.capabilities ?? (seat === null ? [] : playerCapabilities(seat));
  const acting = actingSeats(capabilities);
  const hinted = hasCapability(capabilities, 'see-hints') ? [...acting, ...observedSeats(capabilities)] : [];
  const offered = options.actions ?? (acting.length + hinted.length > 0 ? offeredActions(state) : []);
  const result = options.result ?? null;
  const gameOver = state.phase === 'game-over' || result !== null;
  const handOver = gameOver || state.phase === 'hand-complete';
  const handsOpen = handOver && options.othersSecret !== true;
  const infos = options.players ?? DEFAULT_PLAYERS;
  const mine = offered.filter((o) => acting.includes(seatOf(o.action) as Seat));
  const players = bySeat((s): PublicPlayer => ({
    seat: s,
    name: infos[s].name,
    team: teamOf(s),
    handCount: sizeOf(state.hands[s]),
    kind: infos[s].kind,
    away: infos[s].away,
  }));
  const pending =
    state.phase === 'trick-complete'
      ? 'complete-trick'
      : state.phase === 'hand-complete'
        ? 'score-hand'
        : null;
  const lead = state.trick[0];
  return {
    seat,
    capabilities: capabilities.map((c) => ({ ...c })),
    settings: state.settings,
    ...phaseFieldsOf(state),
    handNumber: state.handNumber,
    shaker: state.shaker,
    turnDeadline: options.turnDeadline ?? null,
    self: seat === null ? null : { seat, hand: dominoesIn(state.hands[seat]) },
    players,
    revealedHands: revealedSeats(state, seat, capabilities, handsOpen).map((s) => revealed(state, s)),
    bids: state.bids.map(copyBid),
    trick: state.trick.map(copyPlay),
    suitLed:
      lead === undefined || state.trump === null || state.trump === 'sevens'
        ? null
        : SUIT_NAMES[suitLed(playModeOf(state.trump, state.settings), lead.domino)]!,
    tricks: state.tricks.map((t) => ({ plays: t.plays.map(copyPlay), winner: t.winner, points: t.points })),
    playedBy: [
      ...(options.playedBy ??
        [...state.tricks.flatMap((t) => t.plays), ...state.trick].map((play) => infos[play.seat].name)),
    ],
    points: [state.points[0], state.points[1]],
    marks: [state.marks[0], state.marks[1]],
    gamePoints: [state.gamePoints[0], state.gamePoints[1]],
    consensus: {
      pending,
      agreed: bySeat((s) => pending !== null && ((state.agreed >> s) & 1) === 1),
    },
    validActions: mine.map((o): Action => o.action),
    autoPlay: mine.find((o) => o.autoPlay)?.action ?? null,
    hints: hinted.length > 0 ? hintsFor(state, hinted, offered, options) : [],
    recentEvents: recentEvents(state, options.recentActions ?? RECENT_ACTIONS),
    winner: state.winner ?? result?.winner ?? null,
    result,
    replayLink: gameOver ? (options.replayLink ?? null) : null,
  };
};

/** All four seated perspectives at once, for debugging and tests. */
export const debugViews = (
  state: GameState,
  options: Omit<ViewOptions, 'capabilities'> = {},
): BySeat<PlayerView> => bySeat((seat) => getPlayerView(state, seat, options));
