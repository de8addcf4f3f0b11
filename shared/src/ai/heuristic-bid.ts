// Bidding and declaring by reading the hand: the expected points of the best declaration give the
// chance of reaching each bid; bid the highest level the hand makes often enough, take a mark bid
// or a special contract only when it is the better bet, and leave a partner's high bid alone.

import { partnerOf, playModeOf } from '../engine';
import type { Action, BidAction, Trump } from '../engine';
import type { Knowledge, KnowledgeIn } from './knowledge';
import {
  SUIT_TRUMPS,
  bestSuit,
  chanceOf,
  doublesContractChance,
  expectedPoints,
  nelloChance,
  pointsToMake,
  sevensChance,
} from './hand-value';

/** How sure of a bid a seat must be: bolder when the other team is about to win the game. */
export const nerveFor = (k: Knowledge): number => {
  const { kind, value } = k.settings.target;
  const team = k.seat & 1;
  const ours = kind === 'marks' ? k.marks[team]! : k.gamePoints[team]!;
  const theirs = kind === 'marks' ? k.marks[1 - team]! : k.gamePoints[1 - team]!;
  const close = kind === 'marks' ? 1 : 42;
  if (theirs >= value - close && ours < value - close) return 0.5;
  return 0.62;
};

/** Points a bidder playing by rules, who cannot see the hands, falls short of double dummy. */
const REAL_PLAY = 4;

/** The chance this hand wins every trick with its best declaration, special contracts included. */
const allTricksChance = (k: Knowledge, nello: boolean): number => {
  let chance = chanceOf(bestSuit(k.hand, k.settings).expected - REAL_PLAY, 42);
  if (nello && k.settings.nello) chance = Math.max(chance, nelloChance(k.hand, k.settings));
  if (k.settings.sevens) chance = Math.max(chance, sevensChance(k.hand));
  return chance;
};

/** The chance of making a bid and what it is worth in marks. */
export type Prospect = (bid: BidAction) => { chance: number; marks: number };

/** The hand's reading of a bid: points against the best suit, marks against every trick (or a
 * special contract), splash and plunge against the doubles held. */
const handProspect =
  (k: Knowledge): Prospect =>
  (bid) => {
    switch (bid.kind) {
      case 'points':
        return { chance: chanceOf(bestSuit(k.hand, k.settings).expected - REAL_PLAY, bid.value), marks: 1 };
      case 'marks':
        return { chance: allTricksChance(k, true), marks: bid.value };
      default:
        return { chance: doublesContractChance(k.hand), marks: bid.value };
    }
  };

/** How sure a seat must be to jump the marks ladder (2 marks when 1 would do). */
const SURE = 0.8;

/** How much make chance a seat gives up to bid higher than it must (a strong hand shuts out
 * the other bidders; a fair one bids what it has to). */
const RAISE = 0.05;

/** How often the side that wins the bidding makes its contract in real play: about 60% for the
 * Expert and the frozen Expert alike (each side's "won ... bids, made" line in docs/performance.md,
 * "The Expert against the frozen Expert in whole hands"). */
const HOLDERS_MAKE = 0.6;

/** The bid a seat makes given its chances: the lowest point bid it makes often enough, raised
 * while that costs little, unless a mark bid or a contract promises more marks; a partner's high
 * bid is left alone unless the seat is much stronger; otherwise pass (or, when the seat may not
 * pass, the lowest bid). `nerveShift` moves the nerve for chances read on another scale. With
 * `forMarks`, every bid is weighed in the marks it wins on average, a point bid by its own chance
 * (the lowest one's, so a raise within RAISE stays free), and the nerve comes down to where a bid
 * is worth its pass. */
export const chooseBid = (k: Knowledge, prospect: Prospect, nerveShift = 0, forMarks = false): Action => {
  const actions = k.validActions;
  const pass = actions.find((a) => a.type === 'pass');
  const bids = actions.filter((a): a is BidAction => a.type === 'bid');
  if (bids.length === 0) return pass ?? actions[0]!;
  const partnerHolds = k.contract !== null && k.contract.bidder === partnerOf(k.seat);
  // With `forMarks`, the chance at which a bid is worth as many marks as the pass: even odds when
  // nobody has bid (a hand all four pass is dealt again); when the other side holds the bid, a
  // pass gives them their contract, worth 2 × HOLDERS_MAKE - 1 marks to them, so a bid made
  // 1 - HOLDERS_MAKE of the time does no worse. A partner's bid is left to the rule at the end.
  const worthPassing = !forMarks || partnerHolds ? 1 : k.contract === null ? 0.5 : 1 - HOLDERS_MAKE;
  const nerve = Math.min(nerveFor(k) + nerveShift, worthPassing);
  const firstPoints = bids.find((bid) => bid.kind === 'points');
  const firstChance = firstPoints === undefined ? 1 : prospect(firstPoints).chance;
  const floor = firstChance - RAISE;
  const fewestMarks = Math.min(...bids.map((bid) => (bid.kind === 'marks' ? bid.value : Infinity)));
  // Without `forMarks`, a point bid is worth what a mark made at the nerve's odds is, and never
  // less than nothing: a nerve moved under even odds (the other side a mark from winning, on the
  // real-play scale) is a reason to bid, and a point bid worth less than a pass would never be made.
  const pointsWorth = forMarks ? 2 * firstChance - 1 : Math.max(0, 2 * nerve - 1);
  let choice: BidAction | undefined;
  let bestValue = forMarks ? -Infinity : 0;
  for (const bid of bids) {
    const { chance, marks } = prospect(bid);
    if (chance < nerve || (bid.kind === 'points' && chance < floor)) continue;
    if (bid.kind === 'marks' && bid.value > fewestMarks && chance < SURE) continue;
    const value = bid.kind === 'points' ? pointsWorth + bid.value / 1000 : marks * (2 * chance - 1);
    if (value > bestValue) {
      bestValue = value;
      choice = bid;
    }
  }
  // Over a partner's bid only a much surer mark bid: a point bid would win the same mark.
  if (choice !== undefined && partnerHolds && (choice.kind === 'points' || bestValue < 0.6))
    choice = undefined;
  return choice ?? pass ?? bids[0]!;
};

/** The heuristic's bid or pass. */
export const heuristicBid = (k: Knowledge): Action => chooseBid(k, handProspect(k));

/** How good a declaration is for the contract: the chance of making it. */
export const declarationChance = (k: KnowledgeIn<'trump'>, trump: Trump): number => {
  const { contract } = k;
  if (trump === 'nello') return nelloChance(k.hand, k.settings);
  if (trump === 'sevens') return sevensChance(k.hand);
  const expected = expectedPoints(k.hand, playModeOf(trump, k.settings));
  return chanceOf(expected, pointsToMake(contract)) + expected / 1000;
};

/** The heuristic's declaration: the trump that makes the contract most often. */
export const heuristicTrump = (k: KnowledgeIn<'trump'>): Action => {
  let best = k.validActions[0]!;
  let bestChance = -1;
  for (const action of k.validActions) {
    if (action.type !== 'select-trump') continue;
    if (!SUIT_TRUMPS.includes(action.trump) && k.contract.kind !== 'marks') continue;
    const chance = declarationChance(k, action.trump);
    if (chance > bestChance) {
      bestChance = chance;
      best = action;
    }
  }
  return best;
};
