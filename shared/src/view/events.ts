// Recent events for animation, derived from the log: the last few accepted actions plus what
// they caused (a trick won, an all-pass redeal, a hand scored, the game won). Only public facts
// go in: bids, declarations, played dominoes and results.

import {
  bidStrength,
  dealsSince,
  decision,
  nextSeat,
  playModeOf,
  teamOf,
  trickPoints,
  trickWinner,
} from '../engine';
import type {
  Action,
  Contract,
  GameState,
  HandOutcome,
  PlayAction,
  Seat,
  Team,
  Trick,
  Trump,
} from '../engine';
import type { GameEvent } from './player-view';

/** How many of the last accepted actions the view turns into events by default. */
export const RECENT_ACTIONS = 16;

/** What is known of one hand while walking its log. */
interface HandWalk {
  shaker: Seat;
  /** The seat whose pass made the last all-pass redeal. */
  lastPass: Seat;
  contract: Contract | null;
  trump: Trump | null;
  trick: PlayAction[];
  tricks: Trick[];
  points: [number, number];
}

const freshWalk = (shaker: Seat): HandWalk => ({
  shaker,
  lastPass: shaker,
  contract: null,
  trump: null,
  trick: [],
  tricks: [],
  points: [0, 0],
});

const byTeam = (team: Team, value: number): [number, number] => (team === 0 ? [value, 0] : [0, value]);

/** The outcome of a walked hand, as `score-hand` applied it. */
const outcomeOf = (walk: HandWalk, contract: Contract, trump: Trump): HandOutcome => {
  const made = decision({ contract, trump, tricks: walk.tricks, points: walk.points }) === true;
  const bidders = teamOf(contract.bidder);
  const winners = (made ? bidders : 1 - bidders) as Team;
  return {
    contract,
    trump,
    made,
    points: [walk.points[0], walk.points[1]],
    marks: byTeam(winners, contract.kind === 'points' ? 1 : contract.value),
    gamePoints: made ? walk.points : byTeam(winners, walk.points[winners] + bidStrength(contract)),
  };
};

/** Events caused by the log's actions from index `from` on, oldest first. */
export const eventsSince = (state: GameState, from: number): GameEvent[] => {
  const { deals, start } = dealsSince(state.log, from);
  // Each deal after the first was shaken by the next seat; each that followed a scored hand
  // began a new hand. Counting back from the state gives the first deal's shaker and hand.
  const last = deals.length - 1;
  let shaker = ((((state.shaker - last) % 4) + 4) % 4) as Seat;
  let handNumber = state.handNumber - deals.slice(0, last).filter(endsHand).length;
  const events: GameEvent[] = [];
  let seq = start;
  for (const [index, deal] of deals.entries()) {
    const walk = freshWalk(shaker);
    for (const action of deal) {
      const event = step(state, walk, action, seq >= from);
      if (event?.type === 'all-passed') events.push({ seq, handNumber, type: 'pass', seat: walk.lastPass });
      if (event !== null) events.push({ seq, handNumber, ...event } as GameEvent);
      seq++;
    }
    if (state.winner !== null && index === last && seq > from)
      events.push({ seq: seq - 1, handNumber, type: 'game-over', winner: state.winner });
    if (endsHand(deal)) handNumber++;
    shaker = nextSeat(shaker);
  }
  return events;
};

/** The events of the last `count` accepted actions. */
export const recentEvents = (state: GameState, count: number = RECENT_ACTIONS): GameEvent[] =>
  eventsSince(state, Math.max(0, state.log.length - count));

/** True when a deal ended with its hand scored (rather than all four passing). */
const endsHand = (deal: readonly Action[]): boolean => deal[deal.length - 1]?.type === 'score-hand';

type Unsequenced = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'seq' | 'handNumber'>
    : never
  : never;

/** Walks one action, updating what is known of the hand; returns its event when `wanted`. */
const step = (state: GameState, walk: HandWalk, action: Action, wanted: boolean): Unsequenced | null => {
  switch (action.type) {
    case 'bid':
      walk.contract = { bidder: action.seat, kind: action.kind, value: action.value };
      return wanted ? { type: 'bid', seat: action.seat, kind: action.kind, value: action.value } : null;
    case 'pass':
      if (action.seat === walk.shaker && walk.contract === null) {
        Object.assign(walk, freshWalk(nextSeat(walk.shaker)), { lastPass: action.seat });
        return wanted ? { type: 'all-passed', shaker: walk.shaker } : null;
      }
      return wanted ? { type: 'pass', seat: action.seat } : null;
    case 'select-trump':
      walk.trump = action.trump;
      return wanted ? { type: 'trump', seat: action.seat, trump: action.trump } : null;
    case 'play':
      walk.trick.push(action);
      return wanted ? { type: 'play', seat: action.seat, domino: action.domino } : null;
    case 'agree':
      return wanted ? { type: 'agree', seat: action.seat, to: action.to } : null;
    case 'complete-trick': {
      // The engine logs a trick only after trump is named.
      if (walk.trump === null) return null;
      const plays = walk.trick.map((p): PlayAction => ({ type: 'play', seat: p.seat, domino: p.domino }));
      const winner = trickWinner(playModeOf(walk.trump, state.settings), plays);
      const points = trickPoints(plays);
      walk.points[teamOf(winner)] += points;
      walk.tricks.push({ plays, winner, points });
      walk.trick = [];
      return wanted ? { type: 'trick-won', seat: winner, plays, points } : null;
    }
    case 'score-hand':
      // The engine scores a hand only after a bid won and trump was named.
      return wanted && walk.contract !== null && walk.trump !== null
        ? { type: 'hand-scored', outcome: outcomeOf(walk, walk.contract, walk.trump) }
        : null;
  }
};
