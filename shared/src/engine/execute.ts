// The reducer: `execute` checks an action with the one legality check, then applies it to a
// fresh copy of the state. A refused action changes nothing and is not logged; an accepted one
// is appended to the log.

import type { Action, BidAction, PassAction, PlayAction, SelectTrumpAction } from './action';
import { nextBidder } from './bidding';
import { playsPerTrick, sitterFor } from './declare';
import { ruleError } from './errors';
import type { RuleError } from './errors';
import { dealHand } from './game';
import { appended } from './game-log';
import { actionError, modeOf } from './legality';
import { err, ok } from './result';
import type { Result } from './result';
import { gameWinner, handIsOver, outcomeOf, totalsAfter } from './scoring';
import { playsEveryTrick } from './settings';
import { draftOf, stateOf } from './state';
import type { Draft, GameState, InPhase } from './state';
import { trickPoints, trickWinner } from './trick';
import { nextSeat, partnerOf, teamOf } from './vocabulary';

/** Applies `action` if the rules allow it; otherwise returns why not and leaves `state` as it was. */
export const execute = (state: GameState, action: Action): Result<GameState, RuleError> => {
  const error = actionError(state, action);
  if (error) return err(error);
  const next = draftOf(state);
  if (!apply(state, next, action))
    return err(ruleError('rule/no-deal-key', 'The next hand cannot be dealt yet: try again'));
  next.log = appended(state.log, action, shookAfter(state, next));
  return ok(stateOf(next));
};

/** True when the action just applied ended the deal: a new one was shaken (after a scored hand
 * or an all-pass redeal). Shaking empties the bids; every other action keeps or extends them. */
const shookAfter = (before: GameState, next: Draft): boolean =>
  next.bids.length === 0 && before.bids.length !== 0;

/** Applies an accepted action to `next`, a fresh copy of `state`, the state it was taken in; false
 * when the action needs a deal that a keyed game holds no key for. */
const apply = (state: GameState, next: Draft, action: Action): boolean => {
  switch (action.type) {
    case 'bid':
    case 'pass':
      return applyBid(next, action);
    case 'select-trump':
      applyTrump(next, action);
      return true;
    case 'play':
      applyPlay(next, action);
      return true;
    case 'agree':
      next.agreed |= 1 << action.seat;
      return true;
    case 'complete-trick':
    case 'score-hand':
      return applyFollowUp(state, next);
  }
};

/** Collects the trick or scores the hand: the follow-up that `state`'s phase waits on (the
 * legality check has refused either follow-up in any other phase). */
const applyFollowUp = (state: GameState, next: Draft): boolean => {
  if (state.phase === 'hand-complete') return applyScoreHand(state, next);
  if (state.phase === 'trick-complete') applyCompleteTrick(state, next);
  return true;
};

const applyBid = (next: Draft, action: BidAction | PassAction): boolean => {
  const contract =
    action.type === 'bid' ? { bidder: action.seat, kind: action.kind, value: action.value } : next.contract;
  const bidder = nextBidder(next, action.seat);
  next.bids = [...next.bids, action];
  next.contract = contract;
  if (bidder !== null) {
    next.turn = bidder;
  } else if (contract === null) {
    return dealHand(next, nextSeat(next.shaker));
  } else {
    const declarer =
      contract.kind === 'splash' || contract.kind === 'plunge' ? partnerOf(contract.bidder) : contract.bidder;
    next.phase = 'trump';
    next.declarer = declarer;
    next.turn = declarer;
  }
  return true;
};

/** The declarer (the seat on turn) names trump and leads. */
const applyTrump = (next: Draft, action: SelectTrumpAction): void => {
  next.trump = action.trump;
  next.sittingOut = sitterFor(action.seat, action.trump);
  next.phase = 'playing';
  next.turn = action.seat;
};

const applyPlay = (next: Draft, action: PlayAction): void => {
  const hands = next.hands.slice() as unknown as [number, number, number, number];
  hands[action.seat] &= ~(1 << action.domino);
  next.hands = hands;
  next.trick = [...next.trick, action];
  if (next.trick.length === playsPerTrick(next.sittingOut)) {
    next.phase = 'trick-complete';
    next.turn = null;
    next.agreed = 0;
    return;
  }
  let turn = nextSeat(action.seat);
  if (turn === next.sittingOut) turn = nextSeat(turn);
  next.turn = turn;
};

const applyCompleteTrick = (state: InPhase<'trick-complete'>, next: Draft): void => {
  const winner = trickWinner(modeOf(state), next.trick);
  const points = trickPoints(next.trick);
  const taken = next.points.slice() as [number, number];
  taken[teamOf(winner)] += points;
  next.tricks = [...next.tricks, { plays: next.trick, winner, points }];
  next.trick = [];
  next.points = taken;
  next.agreed = 0;
  const hand = { contract: state.contract, trump: state.trump, tricks: next.tricks, points: taken };
  if (handIsOver(hand, playsEveryTrick(next.settings))) {
    next.phase = 'hand-complete';
    next.turn = null;
    next.outcome = outcomeOf(hand);
  } else {
    next.phase = 'playing';
    next.turn = winner;
  }
};

const applyScoreHand = (state: InPhase<'hand-complete'>, next: Draft): boolean => {
  const { outcome } = state;
  const totals = totalsAfter(next, outcome);
  next.marks = totals.marks;
  next.gamePoints = totals.gamePoints;
  next.winner = gameWinner(next, outcome);
  if (next.winner !== null) {
    next.phase = 'game-over';
    next.turn = null;
    next.agreed = 0;
    return true;
  }
  next.handNumber += 1;
  return dealHand(next, nextSeat(next.shaker));
};
