// A new game and each new hand. A seeded game's seed draws the first shaker and every shake after
// it; a keyed game's first key draws the first shaker and each deal is shaken from its own key.

import { shake } from './deal';
import { emptyLog } from './game-log';
import type { CarriedScore, Dealing } from './dealing';
import type { DominoSet } from './domino';
import { keyedDraws, keyedHands } from './keyed-deal';
import { advance, intOf } from './prng';
import type { Settings } from './settings';
import { stateOf } from './state';
import type { Draft, GameState } from './state';
import { nextSeat } from './vocabulary';
import type { BySeat, Seat } from './vocabulary';

/** Puts freshly shaken hands on the table of `next`, carrying over the game's scores and log. */
const newHand = (next: Draft, shaker: Seat, hands: BySeat<DominoSet>): void => {
  next.phase = 'bidding';
  next.shaker = shaker;
  next.turn = nextSeat(shaker);
  next.hands = hands;
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

/** Shakes a fresh hand into `next`; false when a keyed game holds no key for it (nothing dealt). */
export const dealHand = (next: Draft, shaker: Seat): boolean => {
  const dealing = next.dealing;
  if (dealing.kind === 'seeded') {
    const dealt = shake(dealing.rng);
    next.dealing = { kind: 'seeded', seed: dealing.seed, rng: dealt.rng };
    newHand(next, shaker, dealt.hands);
    return true;
  }
  if (dealing.next === null) return false;
  next.dealing = { ...dealing, keys: [...dealing.keys, dealing.next], next: null };
  newHand(next, shaker, keyedHands(keyedDraws(dealing.next)));
  return true;
};

/** A game before its first deal. */
const blankGame = (settings: Settings, dealing: Dealing): Draft => ({
  settings,
  dealing,
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
});

/** A new game from the table's settings and a seed (any 32-bit integer). */
export const createGame = (settings: Settings, seed: number): GameState => {
  const rng = advance(seed | 0);
  const game = blankGame(settings, { kind: 'seeded', seed: seed | 0, rng });
  dealHand(game, intOf(rng, 4) as Seat);
  return stateOf(game);
};

/** A new game dealt from `key` (a deal key, 64 hex digits): its stream draws the first shaker,
 * then shuffles the first hand. A game moved online goes on from the `carried` score. Every later
 * deal needs its own key (see `withDealKey`). */
export const createKeyedGame = (
  settings: Settings,
  key: string,
  carried: CarriedScore | null = null,
): GameState => {
  const draw = keyedDraws(key);
  const shaker = draw(4) as Seat;
  const game = blankGame(settings, { kind: 'keyed', carried, keys: [key], next: null });
  if (carried !== null) {
    game.handNumber = carried.handNumber;
    game.marks = [carried.marks[0], carried.marks[1]];
    game.gamePoints = [carried.gamePoints[0], carried.gamePoints[1]];
  }
  newHand(game, shaker, keyedHands(draw));
  return stateOf(game);
};

/** A keyed game holding `key` for its next deal (unless it holds one already); a seeded game as
 * it is. The room gives every change a key this way, so a keyed game never lacks one. */
export const withDealKey = (state: GameState, key: string): GameState =>
  state.dealing.kind === 'keyed' && state.dealing.next === null
    ? { ...state, dealing: { ...state.dealing, next: key } }
    : state;

/** The game without a next key that no deal used, so what is kept holds the keys used only. */
export const withoutSpareKey = (state: GameState): GameState =>
  state.dealing.kind === 'keyed' && state.dealing.next !== null
    ? { ...state, dealing: { ...state.dealing, next: null } }
    : state;
