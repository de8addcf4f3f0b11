// Help me bid, compare trumps: for the viewer's own hand, each trump's chance of making each bid
// level. The search's own sampling deals the hidden dominoes as the bids so far allow, solves each
// deal with the viewer declaring and leading, and reads every level off the points taken; the
// shares are blended with the hand reading and mapped to real play's chances, as Expert bids.
// Like every strategy it reads the PlayerView only through `knowledgeFrom`: the viewer's own
// hand and the public table, never a hidden domino.

import { playModeOf } from '../engine';
import type { Trump } from '../engine';
import type { PlayerView } from '../view';
import { SUIT_TRUMPS, chanceOf, expectedPoints, nelloChance, pointsToMake, sevensChance } from './hand-value';
import { knowledgeFrom } from './knowledge';
import type { Knowledge } from './knowledge';
import { REAL_PLAY, realChance } from './real-play';
import { Rng } from './rng';
import { ALL_TRICKS_CAUTION, CAUTION, blend, sampling, trialOf } from './search-bid';
import type { SearchLevel } from './search-level';
import { drain } from './steps';
import type { Steps } from './steps';

/** A bid level the outlook shows: points to take (42: every trick, as a mark bid needs). */
export interface OutlookLevel {
  readonly points: number;
  /** The viewer may bid this level now (bidding), or it is the contract to make (naming trump). */
  readonly open: boolean;
}

/** One declaration's chances, one per level (null: the contract cannot be played at that level). */
export interface TrumpOutlook {
  readonly trump: Trump;
  readonly chances: readonly (number | null)[];
  /** Solved over the sampled deals; false: a hopeless declaration, read from the hand alone. */
  readonly sampled: boolean;
}

/** The whole table: the levels, and the declarations best first (at the first open level, then
 * from the lowest level up). */
export interface BidOutlook {
  readonly levels: readonly OutlookLevel[];
  readonly trumps: readonly TrumpOutlook[];
  /** How many deals were sampled and solved. */
  readonly deals: number;
}

/** The levels always shown; the lowest open bid and the contract are added when they fall between. */
const SHOWN_LEVELS = [30, 32, 34, 36, 38, 40, 42];

/** The outlook's own budget: about 3 M solver nodes, 4.5 M at most (a median ~180 ms and a
 * p95 under 300 ms on this project's machine, `npm run bench:ai -- --only=outlook`), aiming at
 * 8 deals or more, since a table shows every chance (a deal too hard to solve in its share of
 * the nodes is left out, so a hard hand may get fewer). */
export const OUTLOOK_BUDGET: SearchLevel = {
  name: 'outlook',
  samples: 24,
  minSamples: 8,
  nodeBudget: 3_000_000,
  noise: 0,
};

/** How many suit declarations are solved (the best by the hand reading); the rest, and nello or
 * sevens below `HOPELESS`, are read from the hand alone: solving them would only say 0%. */
const SOLVED_SUITS = 4;
const HOPELESS = 0.05;

/** The points the viewer may bid now, or the contract's when naming trump. */
const openPoints = (k: Knowledge): Set<number> => {
  if (k.phase === 'trump') {
    const contract = k.contract;
    return new Set(contract === null ? [] : [pointsToMake(contract)]);
  }
  const open = new Set<number>();
  for (const action of k.validActions) if (action.type === 'bid') open.add(pointsToMake(action));
  return open;
};

/** The declarations the viewer could name: in the trump phase those offered, while bidding every
 * suit, and nello and sevens where the table plays them and a mark bid is open. */
const declarations = (k: Knowledge, open: Set<number>): Trump[] => {
  if (k.phase === 'trump') {
    const offered = k.validActions.flatMap((a) => (a.type === 'select-trump' ? [a.trump] : []));
    if (offered.length > 0) return offered;
  }
  const specials: Trump[] = [];
  if (open.has(42) && k.settings.nello) specials.push('nello');
  if (open.has(42) && k.settings.sevens) specials.push('sevens');
  return [...SUIT_TRUMPS, ...specials];
};

/** The chance real play makes `points` with `trump`, from the sampled `scores` and the reading. */
const chanceAt = (k: Knowledge, trump: Trump, scores: readonly number[], points: number): number | null => {
  if (trump === 'nello' || trump === 'sevens') {
    if (points < 42) return null;
    const prior = trump === 'nello' ? nelloChance(k.hand, k.settings) : sevensChance(k.hand);
    return realChance(REAL_PLAY, trump, blend(scores, 42, prior) - ALL_TRICKS_CAUTION);
  }
  const prior = chanceOf(expectedPoints(k.hand, playModeOf(trump, k.settings)), points);
  if (points >= 42) return realChance(REAL_PLAY, 'marks', blend(scores, 42, prior) - ALL_TRICKS_CAUTION);
  return realChance(REAL_PLAY, 'points', blend(scores, points, prior) - CAUTION);
};

/** The seed of one decision: the same view asks the same question, the next decision a new one.
 * The hint and the outlook's sheet both draw their deals from it, so they read the same chances. */
export const decisionSeed = (view: PlayerView): number =>
  (view.handNumber * 7919 +
    view.bids.length * 131 +
    (view.phase === 'trump' ? 17 : 0) +
    view.tricks.length * 17 +
    view.trick.length) |
  0;

/** The sampled deals, read: the declarations the viewer could name, the levels open now, and the
 * chance of each declaration at any level. */
interface Reading {
  readonly open: Set<number>;
  readonly declarations: readonly Trump[];
  readonly sampled: ReadonlySet<Trump>;
  readonly deals: number;
  readonly chance: (trump: Trump, points: number) => number | null;
}

/** Samples and solves the deals for the viewer's hand, a deal at a time; null unless they bid or
 * name trump. */
function* readingDeals(view: PlayerView, seed: number, budget: SearchLevel): Steps<Reading | null> {
  const k = knowledgeFrom(view);
  if (k === null || (k.phase !== 'bidding' && k.phase !== 'trump')) return null;
  const open = openPoints(k);
  const all = declarations(k, open);
  const expected = (trump: Trump) => expectedPoints(k.hand, playModeOf(trump, k.settings));
  const suits = all.filter((trump) => trump !== 'nello' && trump !== 'sevens');
  const solved = new Set([
    ...suits.sort((a, b) => expected(b) - expected(a)).slice(0, SOLVED_SUITS),
    ...(all.includes('nello') && nelloChance(k.hand, k.settings) > HOPELESS ? ['nello'] : []),
    ...(all.includes('sevens') && sevensChance(k.hand) > HOPELESS ? ['sevens'] : []),
  ]);
  const chosen = all.filter((trump) => solved.has(trump));
  const scores = yield* sampling(
    k,
    new Rng(seed),
    budget,
    chosen.map((trump) => trialOf(k, trump)),
  );
  return {
    open,
    declarations: all,
    sampled: new Set(chosen),
    deals: scores[0]?.length ?? 0,
    chance: (trump, points) => chanceAt(k, trump, scores[chosen.indexOf(trump)] ?? [], points),
  };
}

/** The outlook's table from a reading of the deals. */
const outlookOf = ({ open, declarations, sampled, deals, chance }: Reading): BidOutlook => {
  const lowest = Math.min(...open);
  const points = [...new Set([...SHOWN_LEVELS, ...(open.size > 0 ? [lowest] : [])])].sort((a, b) => a - b);
  const levels = points.map((p) => ({ points: p, open: open.has(p) }));
  const trumps = declarations.map((trump): TrumpOutlook => ({
    trump,
    chances: points.map((p) => chance(trump, p)),
    sampled: sampled.has(trump),
  }));
  // Best first at the first open level, ties (a hopeless contract) broken from the lowest level up.
  const order = [open.size === 0 ? 0 : points.indexOf(lowest), ...points.keys()];
  const at = (t: TrumpOutlook, i: number) => t.chances[i] ?? t.chances.at(-1)!;
  trumps.sort((a, b) => order.map((i) => at(b, i) - at(a, i)).find((d) => Math.abs(d) > 1e-9) ?? 0);
  return { levels, trumps, deals };
};

/** For the viewer's hand, each declaration's chance of making each bid level, over deals sampled
 * from `seed` (the same view and seed give the same outlook); null unless the viewer is seated
 * and the hand is being bid or its trump named. */
export const bidOutlook = (view: PlayerView, seed: number, budget = OUTLOOK_BUDGET): BidOutlook | null => {
  const reading = drain(readingDeals(view, seed, budget));
  return reading === null ? null : outlookOf(reading);
};

/** One chance on the outlook's sheet, and the whole sheet it was read from. */
export interface SheetChance {
  readonly chance: number | null;
  readonly outlook: BidOutlook | null;
}

/** The outlook's chance of making `points` (42: every trick) with `trump`, or with the best
 * declaration the viewer could name: the sheet's number for that bid and trump from the same view
 * and seed (at a level the sheet leaves out, the number it would show), with that sheet, worked
 * out a deal at a time (`drain` it for them at once). Nulls where `bidOutlook` is null. */
export function* outlookChance(
  view: PlayerView,
  seed: number,
  points: number,
  trump?: Trump,
  budget = OUTLOOK_BUDGET,
): Steps<SheetChance> {
  const reading = yield* readingDeals(view, seed, budget);
  if (reading === null) return { chance: null, outlook: null };
  const chances = (trump === undefined ? reading.declarations : [trump]).map((t) =>
    reading.chance(t, points),
  );
  const known = chances.filter((c): c is number => c !== null);
  return { chance: known.length === 0 ? null : Math.max(...known), outlook: outlookOf(reading) };
}
