// A new game and each new hand: the seed draws the first shaker and every shake after it.

import { shake } from './deal';
import { emptyLog } from './game-log';
import { advance, intOf } from './prng';
import type { Settings } from './settings';
import type { Draft, GameState } from './state';
import { nextSeat } from './vocabulary';
import type { Seat } from './vocabulary';

/** Shakes a fresh hand into `next`, carrying over the game's scores and log. */
export const dealHand = (next: Draft, shaker: Seat, rng: number): void => {
  const dealt = shake(rng);
  next.rng = dealt.rng;
  next.phase = 'bidding';
  next.shaker = shaker;
  next.turn = nextSeat(shaker);
  next.hands = dealt.hands;
  next.bids = [];
  next.contract = null;
  next.trump = null;
  next.declarer = null;
  next.sittingOut = null;
  next.trick = [];
  next.tricks = [];
  next.points = [0, 0];
  next.agreed = 0;
  next.outcome = null;
};

/** A new game from the table's settings and a seed (any 32-bit integer). */
export const createGame = (settings: Settings, seed: number): GameState => {
  const rng = advance(seed | 0);
  const game: Draft = {
    settings,
    seed: seed | 0,
    rng,
    phase: 'bidding',
    handNumber: 1,
    shaker: 0,
    turn: null,
    hands: [0, 0, 0, 0],
    bids: [],
    contract: null,
    trump: null,
    declarer: null,
    sittingOut: null,
    trick: [],
    tricks: [],
    points: [0, 0],
    agreed: 0,
    outcome: null,
    marks: [0, 0],
    gamePoints: [0, 0],
    winner: null,
    log: emptyLog(),
  };
  dealHand(game, intOf(rng, 4) as Seat, rng);
  return game;
};
