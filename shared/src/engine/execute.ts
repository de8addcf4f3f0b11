// The reducer: `execute` checks an action with the one legality check, then applies it. A
// refused action changes nothing and is not logged; an accepted one is appended to the log.

import type { Action, BidAction, PassAction, PlayAction, SelectTrumpAction } from './action';
import { nextBidder } from './bidding';
import { sitterFor } from './declare';
import type { RuleError } from './errors';
import { dealHand } from './game';
import { actionError, modeOf } from './legality';
import { err, ok } from './result';
import type { Result } from './result';
import { gameWinner, handIsOver, outcomeOf } from './scoring';
import { playsEveryTrick } from './settings';
import { update } from './state';
import type { GameState } from './state';
import { trickPoints, trickWinner } from './trick';
import { nextSeat, partnerOf, teamOf } from './vocabulary';

/** Applies `action` if the rules allow it; otherwise returns why not and leaves `state` as it was. */
export const execute = (state: GameState, action: Action): Result<GameState, RuleError> => {
  const error = actionError(state, action);
  return error ? err(error) : ok(logged(apply(state, action), state, action));
};

/** Appends an accepted action to the log of the hand it was taken in. `next` is always a fresh
 * object made by `apply`, so setting its log in place spares a second copy of the whole state. */
const logged = (next: GameState, before: GameState, action: Action): GameState => {
  const hands = before.log.length;
  const log = before.log.slice(0, hands - 1);
  log.push([...before.log[hands - 1]!, action]);
  if (next.handNumber !== before.handNumber) log.push([]);
  (next as { log: GameState['log'] }).log = log;
  return next;
};

const apply = (state: GameState, action: Action): GameState => {
  switch (action.type) {
    case 'bid':
    case 'pass':
      return applyBid(state, action);
    case 'select-trump':
      return applyTrump(state, action);
    case 'play':
      return applyPlay(state, action);
    case 'agree':
      return update(state, { agreed: state.agreed | (1 << action.seat) });
    case 'complete-trick':
      return applyCompleteTrick(state);
    case 'score-hand':
      return applyScoreHand(state);
  }
};

const applyBid = (state: GameState, action: BidAction | PassAction): GameState => {
  const contract =
    action.type === 'bid' ? { bidder: action.seat, kind: action.kind, value: action.value } : state.contract;
  const bids = [...state.bids, action];
  const next = nextBidder(state, action.seat);
  if (next !== null) return update(state, { bids, contract, turn: next });
  if (contract === null) return dealHand(state, nextSeat(state.shaker), state.rng);
  const declarer =
    contract.kind === 'splash' || contract.kind === 'plunge' ? partnerOf(contract.bidder) : contract.bidder;
  return update(state, { bids, contract, phase: 'trump', declarer, turn: declarer });
};

const applyTrump = (state: GameState, action: SelectTrumpAction): GameState =>
  update(state, {
    trump: action.trump,
    sittingOut: sitterFor(state, action.trump),
    phase: 'playing',
    turn: state.declarer,
  });

const applyPlay = (state: GameState, action: PlayAction): GameState => {
  const hands = state.hands.slice() as unknown as [number, number, number, number];
  hands[action.seat] &= ~(1 << action.domino);
  const trick = [...state.trick, action];
  if (trick.length === (state.sittingOut === null ? 4 : 3))
    return update(state, { hands, trick, phase: 'trick-complete', turn: null, agreed: 0 });
  let turn = nextSeat(action.seat);
  if (turn === state.sittingOut) turn = nextSeat(turn);
  return update(state, { hands, trick, turn });
};

const applyCompleteTrick = (state: GameState): GameState => {
  const winner = trickWinner(modeOf(state), state.trick);
  const points = trickPoints(state.trick);
  const team = teamOf(winner);
  const taken = state.points.slice() as [number, number];
  taken[team] += points;
  const next: GameState = update(state, {
    tricks: [...state.tricks, { plays: state.trick, winner, points }],
    trick: [],
    points: taken,
    agreed: 0,
  });
  if (handIsOver(next, playsEveryTrick(state.settings)))
    return update(next, { phase: 'hand-complete', turn: null, outcome: outcomeOf(next) });
  return update(next, { phase: 'playing', turn: winner });
};

const applyScoreHand = (state: GameState): GameState => {
  const outcome = state.outcome!;
  const scored: GameState = update(state, {
    marks: [state.marks[0] + outcome.marks[0], state.marks[1] + outcome.marks[1]],
    gamePoints: [state.gamePoints[0] + outcome.gamePoints[0], state.gamePoints[1] + outcome.gamePoints[1]],
  });
  const winner = gameWinner(scored, outcome);
  if (winner !== null) return update(scored, { phase: 'game-over', turn: null, agreed: 0, winner });
  return dealHand(update(scored, { handNumber: state.handNumber + 1 }), nextSeat(state.shaker), state.rng);
};
