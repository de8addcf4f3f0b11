// A new game and each new hand: the seed draws the first shaker and every shake after it.

import { shake } from './deal';
import { advance, intOf } from './prng';
import type { Settings } from './settings';
import { update } from './state';
import type { GameState } from './state';
import { nextSeat } from './vocabulary';
import type { Seat } from './vocabulary';

/** A fresh hand shaken by `shaker`, carrying over the game's scores and log. */
export const dealHand = (state: GameState, shaker: Seat, rng: number): GameState => {
  const dealt = shake(rng);
  return update(state, {
    rng: dealt.rng,
    phase: 'bidding',
    shaker,
    turn: nextSeat(shaker),
    hands: dealt.hands,
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
  });
};

/** A new game from the table's settings and a seed (any 32-bit integer). */
export const createGame = (settings: Settings, seed: number): GameState => {
  const rng = advance(seed | 0);
  const blank: GameState = {
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
    log: [[]],
  };
  return dealHand(blank, intOf(rng, 4) as Seat, rng);
};
