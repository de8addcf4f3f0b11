// One finished hand as the review reads it: the four hands as dealt, the contract, the trump and
// the plays in order. It comes from a game state whose hand is over, or from a view that shows
// every dealt hand (every member's, once the hand is over). Walking the plays gives the table as
// it was before each play: the position the exact solver judges.

import {
  bySeat,
  handEnds,
  playModeOf,
  playsPerTrick,
  setOf,
  sitterFor,
  teamOf,
  trickPoints,
  trickWinner,
} from '../engine';
import type {
  Action,
  BySeat,
  ByTeam,
  Contract,
  DominoId,
  DominoSet,
  GameOrigin,
  GameState,
  HandOver,
  PlayAction,
  PlayMode,
  Seat,
  Settings,
  Trick,
  Trump,
} from '../engine';
import type { PlayerView } from '../view';
import type { Goal, Position } from './solver';

/** A finished hand: what was dealt, bid and declared, and every play in order. */
export interface PlayedHand {
  readonly settings: Settings;
  /** The seven dominoes each seat was dealt. */
  readonly dealt: BySeat<DominoSet>;
  readonly contract: Contract;
  readonly trump: Trump;
  /** The seat that named trump and led the first trick. */
  readonly declarer: Seat;
  /** Every play of the hand, in order (a hand that stopped once decided has fewer than 28). */
  readonly plays: readonly PlayAction[];
}

/** The table just before one play of the hand. */
export interface Moment {
  /** Every seat's unplayed dominoes, the trick so far and its leader. */
  readonly position: Position;
  /** The seat to play. */
  readonly seat: Seat;
  /** 1 for the first trick. */
  readonly trickNumber: number;
  /** The tricks finished before this play. */
  readonly tricks: readonly Trick[];
  /** The points each team took in them. */
  readonly points: ByTeam<number>;
}

/** The play mode the hand's declaration makes. */
const modeOfHand = (hand: PlayedHand): PlayMode => playModeOf(hand.trump, hand.settings);

/** The seat that sits `hand` out (nello's bidder's partner), if any. */
const sitterOf = (hand: Pick<PlayedHand, 'trump' | 'declarer'>): Seat | null =>
  sitterFor(hand.declarer, hand.trump);

/** How many play to each trick of `hand`. */
export const playsPerTrickOf = (hand: Pick<PlayedHand, 'trump' | 'declarer'>): number =>
  playsPerTrick(sitterOf(hand));

/** What the solver plays for in this hand: the bidders' points, which the bidders maximize
 * (in nello the defenders do: they want the bidder to take a trick). */
export const goalOf = (hand: Pick<PlayedHand, 'trump' | 'contract'>): Goal => {
  const bidders = teamOf(hand.contract.bidder);
  return { scorer: bidders, maximizer: hand.trump === 'nello' ? ((1 - bidders) as 0 | 1) : bidders };
};

/** The hand of a state whose hand is over (hand-complete or game-over); null before. */
export const playedHandFromState = (state: GameState): PlayedHand | null =>
  state.phase === 'hand-complete' || state.phase === 'game-over' ? playedHandOf(state) : null;

/** The hand a state whose hand is over has played. */
export const playedHandOf = (state: HandOver): PlayedHand => {
  const plays = [...state.tricks.flatMap((trick) => trick.plays), ...state.trick];
  const dealt = bySeat(
    (seat) => state.hands[seat] | setOf(plays.filter((p) => p.seat === seat).map((p) => p.domino)),
  );
  return {
    settings: state.settings,
    dealt,
    contract: state.contract,
    trump: state.trump,
    declarer: state.declarer,
    plays,
  };
};

/** Every finished hand of a game, in order, from how it began and its log (history, replays);
 * empty when the log does not replay. */
export const playedHandsOf = (origin: GameOrigin, log: readonly Action[]): PlayedHand[] =>
  (handEnds(origin, log) ?? []).map(playedHandOf);

/** A finished hand as a player saw it when the other hands stay secret (a daily deal that day):
 * their own dealt hand, and of each other seat only the dominoes it played; `hidden` names the
 * seats whose hands are not all shown. Null while the hand is being played. For showing only: the
 * solver needs every hand. */
export const seenHandFromView = (
  view: PlayerView,
): { readonly hand: PlayedHand; readonly hidden: readonly Seat[] } | null => {
  if (view.phase !== 'hand-complete' && view.phase !== 'game-over') return null;
  const plays = [...view.tricks.flatMap((trick) => trick.plays), ...view.trick];
  const playedBy = (seat: Seat) => plays.filter((p) => p.seat === seat).map((p) => p.domino);
  const dealtOf = (seat: Seat): DominoSet | null => {
    if (view.self?.seat === seat) return setOf([...view.self.hand, ...playedBy(seat)]);
    const revealed = view.revealedHands.find((h) => h.seat === seat);
    return revealed === undefined ? null : setOf(revealed.dealt);
  };
  const known = bySeat(dealtOf);
  return {
    hand: {
      settings: view.settings,
      dealt: bySeat((seat) => known[seat] ?? setOf(playedBy(seat))),
      contract: view.contract,
      trump: view.trump,
      declarer: view.declarer,
      plays: plays.map((p) => ({ type: 'play', seat: p.seat, domino: p.domino })),
    },
    hidden: bySeat((seat) => seat).filter((seat) => known[seat] === null),
  };
};

/** The hand a view shows once it is over, when the view holds every seat's dealt dominoes; null
 * while the hand is being played or when a hand is not in view. */
export const playedHandFromView = (view: PlayerView): PlayedHand | null => {
  const seen = seenHandFromView(view);
  return seen === null || seen.hidden.length > 0 ? null : seen.hand;
};

/** The table after `seat` plays `domino`: the next position, and the trick if it just finished. */
export const afterPlay = (
  position: Position,
  seat: Seat,
  domino: DominoId,
): { readonly position: Position; readonly finished: Trick | null } => {
  const hands: [number, number, number, number] = [...position.hands];
  hands[seat] &= ~(1 << domino);
  const trick = [...position.trick, { type: 'play', seat, domino } as const];
  if (trick.length < playsPerTrick(position.sittingOut))
    return { position: { ...position, hands, trick }, finished: null };
  const winner = trickWinner(position.mode, trick);
  return {
    position: { ...position, hands, trick: [], leader: winner },
    finished: { plays: trick, winner, points: trickPoints(trick) },
  };
};

/** The seat to play in a position. */
export const seatToPlay = (position: Position): Seat => {
  const last = position.trick[position.trick.length - 1];
  if (last === undefined) return position.leader;
  const next = ((last.seat + 1) & 3) as Seat;
  return next === position.sittingOut ? (((next + 1) & 3) as Seat) : next;
};

/** The table before the first play: the dealt hands and the declarer to lead. */
export const openingOf = (hand: PlayedHand): Position => ({
  mode: modeOfHand(hand),
  hands: hand.dealt,
  trick: [],
  leader: hand.declarer,
  sittingOut: sitterOf(hand),
});

/** The table before each play of the hand, in order. */
export const momentsOf = (hand: PlayedHand): Moment[] => {
  const moments: Moment[] = [];
  let position = openingOf(hand);
  let tricks: Trick[] = [];
  let points: ByTeam<number> = [0, 0];
  for (const play of hand.plays) {
    moments.push({ position, seat: play.seat, trickNumber: tricks.length + 1, tricks, points });
    const { position: next, finished } = afterPlay(position, play.seat, play.domino);
    position = next;
    if (finished !== null) {
      tricks = [...tricks, finished];
      const won = teamOf(finished.winner);
      points =
        won === 0 ? [points[0] + finished.points, points[1]] : [points[0], points[1] + finished.points];
    }
  }
  return moments;
};
