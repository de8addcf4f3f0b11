// Bidding and declaring by sampling. Deal the other hands many times as the bids so far allow;
// solve each deal with this seat declaring each promising trump and leading; the share of deals
// that reach a level is the chance of making that bid. The bid is then chosen as the heuristic
// chooses (the same nerve, which depends on the score), from these chances instead of a reading.

import { partnerOf, playModeOf } from '../engine';
import type {
  Action,
  BidAction,
  BidKind,
  BySeat,
  DominoSet,
  SelectTrumpAction,
  Team,
  Trump,
} from '../engine';
import { chooseBid, declarationChance, nerveFor } from './heuristic-bid';
import {
  SPREAD,
  SUIT_TRUMPS,
  bestSuit,
  chanceOf,
  doublesContractChance,
  expectedPoints,
  nelloChance,
  pointsToMake,
  normalChance,
  sevensChance,
} from './hand-value';
import type { Knowledge, KnowledgeIn } from './knowledge';
import type { Rng } from './rng';
import { dealSource } from './sampling';
import type { DealSource } from './sampling';
import { CAUTIOUS_SPECIALS, nodeAllowance } from './search-level';
import type { SearchLevel } from './search-level';
import { realChance } from './real-play';
import type { ContractFamily } from './real-play';
import { canReach, nodesVisited, solve } from './solver';
import { drain } from './steps';
import type { Steps } from './steps';

/** Double-dummy play knows every hand, which flatters the bidder; chances are shaded by this,
 * more for contracts that need every trick. */
export const CAUTION = 0.1;
export const ALL_TRICKS_CAUTION = 0.15;

/** The special contracts the search does not flatter: sevens' play is forced (nearest 7) and the
 * solver's nello defenders see the bidder's hand. A level with a real-play map takes their
 * chances without the all-tricks caution (its map says how real play treats them). */
const UNFLATTERED: readonly ContractFamily[] = ['nello', 'sevens'];

/** Chances mapped to real play are honest, where the double-dummy ones flatter: a bid with
 * better than even odds on that scale wins marks, so the nerve comes down this much. */
const REAL_PLAY_NERVE = -0.07;

/** How near the nerve a nello's chance on the shared deals must be for a second look of its own. */
const SECOND_LOOK_BAND = 0.25;

/** Below this many shared deals a nello's chance says too little to skip its second look. */
const FEW_DEALS = 8;

/** How far ahead the reading of the best declaration must be to name it without sampling. */
const CLEAR_CHOICE = 0.35;

/** How far below the nerve the reading of every bid must be for a pass without sampling. */
const HOPELESS = 0.25;

/** How many sampled deals the hand reading counts for when the two are blended. */
const PRIOR_WEIGHT = 6;

/** A sampled share blended with the hand reading's chance, as if the reading were `weight` deals
 * of evidence (`PRIOR_WEIGHT` unless said): few samples lean on the reading, many overrule it. */
export const blend = (
  scores: readonly number[],
  points: number,
  prior: number,
  weight = PRIOR_WEIGHT,
): number => (scores.filter((s) => s >= points).length + weight * prior) / (scores.length + weight);

/** How many deals of evidence the level counts the hand's reading of `trump` for. */
const readingWeight = (level: SearchLevel, trump: Trump): number =>
  trump === 'nello' ? (level.specials?.nelloReadingWeight ?? PRIOR_WEIGHT) : PRIOR_WEIGHT;

/** The inverse of `normalChance`. */
const zOf = (chance: number): number => {
  const p = Math.min(0.99, Math.max(0.01, chance));
  return Math.log(p / (1 - p)) / 1.702;
};

/** A declaration to try, and how one deal is scored under it: points taken (42 for a special
 * contract made, 0 for one lost), or null when the node limit ran out. */
interface Trial {
  readonly trump: Trump;
  readonly score: (hands: BySeat<DominoSet>, limit: number) => number | null;
}

/** The trial of `trump` declared by `declarer` (this seat, or its partner after splash or plunge),
 * the declarer leading. Suits are solved for points, unless `need` asks only whether it is reached. */
export const trialOf = (k: Knowledge, trump: Trump, declarer = k.seat, need?: number): Trial => {
  const mode = playModeOf(trump, k.settings);
  const team = (k.seat & 1) as Team;
  const nello = trump === 'nello';
  const sittingOut = nello ? partnerOf(k.seat) : null;
  return {
    trump,
    score: (hands, limit) => {
      const position = { mode, hands, trick: [], leader: declarer, sittingOut };
      if (nello) {
        const set = canReach(position, { scorer: team, maximizer: (1 - team) as Team }, 1, limit);
        return set === null ? null : set ? 0 : 42;
      }
      if (trump === 'sevens' || need !== undefined) {
        const made = canReach(position, { scorer: team, maximizer: team }, need ?? 42, limit);
        return made === null ? null : made ? 42 : 0;
      }
      const guess = Math.round(expectedPoints(hands[k.seat]!, mode));
      return solve(position, { scorer: team, maximizer: team }, guess, limit);
    },
  };
};

/** The trial of splash or plunge bid by this seat: its partner names its best suit as read from
 * its hand and leads, and every trick is needed. */
export const doublesTrial = (k: Knowledge): Trial => {
  const partner = partnerOf(k.seat);
  return {
    trump: 'doubles',
    score: (hands, limit) =>
      trialOf(k, bestSuit(hands[partner]!, k.settings).trump, partner, 42).score(hands, limit),
  };
};

/** Scores of each trial over sampled deals drawn by `source` (by default as the table allows; the
 * bench's seeing players hand in deals drawn from hands they were shown), within the level's node
 * budget, a deal at a time. */
export function* sampling(
  k: Knowledge,
  rng: Rng,
  level: SearchLevel,
  trials: readonly Trial[],
  source?: DealSource,
): Steps<number[][]> {
  const scores = trials.map((): number[] => []);
  const draw = source ?? dealSource(k, level.passOverPartnerSaysNothing !== true);
  let nodes = 0;
  for (let attempt = 0; scores[0]!.length < level.samples && attempt < 2 * level.samples; attempt++) {
    if (scores[0]!.length >= level.minSamples && nodes >= level.nodeBudget) break;
    const allowance = nodeAllowance(level, scores[0]!.length, nodes);
    if (allowance <= 0) break;
    const hands = draw(rng);
    const share = allowance / trials.length;
    const results: number[] = [];
    for (const trial of trials) {
      const result = trial.score(hands, share);
      nodes += nodesVisited();
      if (result === null) break;
      results.push(result);
    }
    if (results.length < trials.length) continue;
    results.forEach((result, i) => scores[i]!.push(result));
    yield;
  }
  return scores;
}

/** Scores of each trial over sampled deals, within the level's node budget. */
export const sample = (
  k: Knowledge,
  rng: Rng,
  level: SearchLevel,
  trials: readonly Trial[],
  source?: DealSource,
): number[][] => drain(sampling(k, rng, level, trials, source));

/** The suits a bid is sampled in: the two the hand's reading expects the most points of. */
export const promisingSuits = (k: Knowledge): Trump[] => {
  const expectedOf = (trump: Trump) => expectedPoints(k.hand, playModeOf(trump, k.settings));
  return [...SUIT_TRUMPS].sort((a, b) => expectedOf(b) - expectedOf(a)).slice(0, 2);
};

/** A suit's chance of taking every trick as the bidding reads it: its sampled deals' share,
 * blended with the hand's reading of `expected` points. */
export const everyTrickChance = (scores: readonly number[], expected: number): number =>
  blend(scores, 42, chanceOf(expected, 42));

/** The search's bid or pass, with the chance it puts on the bid. Each promising suit is probed at
 * the lowest bid open and at every trick; the share reaching the lowest bid, blended with the
 * reading, fixes where the hand's points sit, and the reading's spread gives the higher levels. */
export const searchBid = (k: Knowledge, rng: Rng, level: SearchLevel): { action: Action; chance: number } => {
  const bids = k.validActions.filter((a): a is BidAction => a.type === 'bid');
  if (bids.length === 0) return { action: k.validActions[0]!, chance: 0 };
  const expectedOf = (trump: Trump) => expectedPoints(k.hand, playModeOf(trump, k.settings));
  const suits = promisingSuits(k);
  const lowest = bids.find((bid) => bid.kind === 'points')?.value ?? 42;
  const trials = suits.flatMap((trump) => [trialOf(k, trump, k.seat, lowest), trialOf(k, trump, k.seat, 42)]);
  const marks = bids.some((bid) => bid.kind === 'marks');
  const gates = level.specials ?? CAUTIOUS_SPECIALS;
  const specials: ('nello' | 'sevens')[] = [];
  /** The hand's reading of a special contract, read once (nello only where the table plays it). */
  const readings = {
    nello: k.settings.nello ? nelloChance(k.hand, k.settings) : 0,
    sevens: sevensChance(k.hand),
  };
  if (marks && k.settings.nello && readings.nello > gates.nelloGate) specials.push('nello');
  if (marks && k.settings.sevens && readings.sevens > gates.sevensGate) specials.push('sevens');
  for (const trump of specials) trials.push(trialOf(k, trump));
  const doublesBid = bids.find((bid) => bid.kind === 'splash' || bid.kind === 'plunge');
  if (doublesBid !== undefined) trials.push(doublesTrial(k));
  const pass = k.validActions.find((a) => a.type === 'pass');
  const reading = Math.max(
    ...suits.map((trump) => chanceOf(expectedOf(trump), lowest)),
    ...specials.map((trump) => readings[trump]),
    doublesBid === undefined ? 0 : doublesContractChance(k.hand),
  );
  const sampledAnyway = specials.length > 0 && gates.samplesGated === true;
  if (pass !== undefined && !sampledAnyway && reading - CAUTION < nerveFor(k) - HOPELESS)
    return { action: pass, chance: reading };
  const scores = sample(k, rng, level, trials);
  const nelloAt = 2 * suits.length + specials.indexOf('nello');
  if (specials.includes('nello') && gates.nelloSecondLook !== undefined) {
    // Beside four suit trials nello gets few deals, and a hand near the nerve is decided by noise:
    // it gets deals of its own (search-level.ts).
    const nerve = nerveFor(k) + (level.realPlay === undefined ? 0 : REAL_PLAY_NERVE);
    const first = realChance(level.realPlay, 'nello', blend(scores[nelloAt]!, 42, readings.nello));
    if (Math.abs(first - nerve) < SECOND_LOOK_BAND || scores[nelloAt]!.length < FEW_DEALS) {
      const own = { ...level, nodeBudget: level.nodeBudget * gates.nelloSecondLook };
      scores[nelloAt] = [...scores[nelloAt]!, ...sample(k, rng, own, [trialOf(k, 'nello')])[0]!];
    }
  }
  const suitChance = (points: number): number =>
    Math.max(
      ...suits.map((trump, i) => {
        const expected = expectedOf(trump);
        if (points >= 42) return everyTrickChance(scores[2 * i + 1]!, expected);
        const atLowest = blend(scores[2 * i]!, lowest, chanceOf(expected, lowest));
        return normalChance(zOf(atLowest) + (lowest - points) / SPREAD);
      }),
    );
  const specialChance = (trump: 'nello' | 'sevens', i: number) =>
    blend(scores[2 * suits.length + i]!, 42, readings[trump], readingWeight(level, trump));
  const real = (family: ContractFamily, chance: number) => realChance(level.realPlay, family, chance);
  const specialCaution = (trump: 'nello' | 'sevens') =>
    level.realPlay !== undefined && UNFLATTERED.includes(trump) ? 0 : ALL_TRICKS_CAUTION;
  const allChance = Math.max(
    real('marks', suitChance(42) - ALL_TRICKS_CAUTION),
    ...specials.map((trump, i) => real(trump, specialChance(trump, i) - specialCaution(trump))),
  );
  const chanceOfBid = (bid: BidAction): number =>
    bid.kind === 'points'
      ? real('points', suitChance(bid.value) - CAUTION)
      : bid.kind === 'marks'
        ? allChance
        : real(
            'doubles',
            blend(scores[trials.length - 1]!, 42, doublesContractChance(k.hand)) - ALL_TRICKS_CAUTION,
          );
  const blur = () => level.noise * (rng.next() - 0.5);
  const prospect = (bid: BidAction) => ({ chance: chanceOfBid(bid) + blur(), marks: bid.value });
  const nerveShift = level.realPlay === undefined ? 0 : REAL_PLAY_NERVE;
  const action = chooseBid(k, prospect, nerveShift, level.bidsForMarks === true);
  return { action, chance: action.type === 'bid' ? chanceOfBid(action) : chanceOfBid(bids[0]!) };
};

/** The chance real play makes the contract with `trump` declared, the search giving it `chance`:
 * cautioned and mapped as the bidding maps that kind of contract (searchBid). */
const realDeclaration = (level: SearchLevel, kind: BidKind, trump: Trump, chance: number): number => {
  if (trump === 'nello' || trump === 'sevens')
    return realChance(
      level.realPlay,
      trump,
      chance - (level.realPlay === undefined ? ALL_TRICKS_CAUTION : 0),
    );
  if (kind === 'points') return realChance(level.realPlay, 'points', chance - CAUTION);
  return realChance(level.realPlay, kind === 'marks' ? 'marks' : 'doubles', chance - ALL_TRICKS_CAUTION);
};

/** The search's declaration: the trump that makes the contract in the most sampled deals, drawn
 * by `source` (at a level that declares specials, nello and sevens are always among those sampled;
 * the hand's reading of them is too rough to rule them out, or to pick a suit over them unsampled). */
export const searchTrump = (
  k: KnowledgeIn<'trump'>,
  rng: Rng,
  level: SearchLevel,
  source?: DealSource,
): { action: Action; chance: number } => {
  const ranked = k.validActions
    .filter((a): a is SelectTrumpAction => a.type === 'select-trump')
    .map((action) => ({ action, prior: declarationChance(k, action.trump) }))
    .sort((a, b) => b.prior - a.prior);
  const options = ranked.slice(0, 4);
  const special = (trump: Trump) => trump === 'nello' || trump === 'sevens';
  const specialsToo = (level.specials ?? CAUTIOUS_SPECIALS).declaresSpecials;
  if (specialsToo) options.push(...ranked.slice(4).filter((o) => special(o.action.trump)));
  if (options.length <= 1) return { action: options[0]?.action ?? k.validActions[0]!, chance: 0 };
  const specialBehind = specialsToo && options.slice(1).some((o) => special(o.action.trump));
  if (!specialBehind && options[0]!.prior - options[1]!.prior > CLEAR_CHOICE)
    return { action: options[0]!.action, chance: options[0]!.prior };
  const need = pointsToMake(k.contract);
  const trials = options.map((o) => trialOf(k, o.action.trump, k.seat, need));
  const scores = sample(k, rng, level, trials, source);
  let best = 0;
  let bestScore = -1;
  const sampledChance = (i: number) =>
    blend(scores[i]!, need, options[i]!.prior, readingWeight(level, options[i]!.action.trump));
  const onRealPlay = (level.specials ?? CAUTIOUS_SPECIALS).declaresOnRealChances === true;
  const judged = (i: number) =>
    onRealPlay
      ? realDeclaration(level, k.contract.kind, options[i]!.action.trump, sampledChance(i))
      : sampledChance(i);
  options.forEach((option, i) => {
    const score = judged(i) + option.prior / 1000;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return { action: options[best]!.action, chance: sampledChance(best) };
};
