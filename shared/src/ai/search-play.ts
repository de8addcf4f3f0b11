// Perfect-Information Monte Carlo play: deal the hidden dominoes many times as the table allows
// (the plays so far, the voids shown, the bids), solve every deal exactly for each legal play,
// and play the domino that makes (or sets) the contract in the most deals. A level that reads the
// plays counts each deal by how well the other seats' plays fit the hands it gives them
// (play-reading.ts). Ties go to the heuristic's choice, which also keeps a hopeless or certain
// hand looking sensible.

import { bidStrength, playModeOf, teamOf } from '../engine';
import type { DominoId, PlayAction, Team } from '../engine';
import { heuristicPlay } from './heuristic-play';
import type { Knowledge, KnowledgeIn } from './knowledge';
import { playReader } from './play-reading';
import type { Rng } from './rng';
import { dealSource } from './sampling';
import type { DealSource } from './sampling';
import { nodeAllowance } from './search-level';
import type { SearchLevel } from './search-level';
import { nodesVisited, playValues } from './solver';
import type { Goal } from './solver';

/** What a search decided, with the evidence a hint can quote. */
export interface PlayChoice {
  readonly action: PlayAction;
  /** The chosen play's share of deals made (for the bidders) or set (for the defenders); in the
   * points game, its average point margin. Each deal counts by its weight when the level reads
   * the plays. */
  readonly score: number;
  readonly samples: number;
  /** True when `score` is a chance (0..1) rather than a point margin. */
  readonly isChance: boolean;
  /** Every play's score as the choice weighed it, with the level's noise (none when nothing was
   * sampled): the bench's conventions pick among the plays that score as high as the best. */
  readonly scores?: ReadonlyMap<DominoId, number>;
}

/** What the search plays for: who scores, who maximizes, the target, and the worth of a result. */
export interface Aim {
  readonly goal: Goal;
  /** Points `goal.scorer` needs from here on; undefined to solve for exact points. */
  readonly target: number | undefined;
  /** The worth to the deciding seat's team of a solver value. */
  readonly worth: (value: number, left: number) => number;
}

/** The aim of the hand for the seat deciding. Solver values count the bidders' points from here
 * on; `left` is what the hand still holds. */
export const aimOf = (k: KnowledgeIn<'playing'>): Aim => {
  const { contract } = k;
  const bidders = teamOf(contract.bidder);
  const ours = teamOf(k.seat) === bidders;
  const nello = k.trump === 'nello';
  const goal: Goal = { scorer: bidders, maximizer: (nello ? 1 - bidders : bidders) as Team };
  const taken = k.points[bidders]!;
  const against = k.points[1 - bidders]!;
  const allTricks = contract.kind !== 'points' || k.trump === 'sevens';
  const need = nello ? 1 : allTricks ? 42 - taken : contract.value - taken;
  const open = nello ? taken === 0 : allTricks ? against === 0 : need > 0 && against <= 42 - contract.value;
  const mine = (value: number, left: number) => (ours ? value : left - value);
  if (k.settings.target.kind === 'points') {
    const bid = bidStrength(contract);
    const worth = (value: number, left: number) => {
      const theirs = against + left - value;
      const made = nello ? taken + value === 0 : allTricks ? theirs === 0 : taken + value >= contract.value;
      const margin = made ? taken + value - theirs : -(theirs + bid);
      return ours ? margin : -margin;
    };
    return { goal, target: undefined, worth };
  }
  if (!open) return { goal, target: undefined, worth: mine };
  return { goal, target: need, worth: (value) => (ours !== nello ? value : 1 - value) };
};

/** The seat that leads the trick on the table (or the next one). */
export const leaderOf = (k: Knowledge) => (k.trick.length > 0 ? k.trick[0]!.seat : k.seat);

/** The play that does best over sampled deals: drawn by `source`, by default as the table allows
 * (the bench's seeing players hand in deals drawn from hands they were shown). */
export const searchPlay = (
  k: KnowledgeIn<'playing'>,
  rng: Rng,
  level: SearchLevel,
  source?: DealSource,
): PlayChoice => {
  const actions = k.validActions.filter((a): a is PlayAction => a.type === 'play');
  const fallback = heuristicPlay(k) as PlayAction;
  if (actions.length <= 1) return { action: actions[0] ?? fallback, score: 0, samples: 0, isChance: true };
  const aim = aimOf(k);
  const mode = playModeOf(k.trump, k.settings);
  const totals = new Map<DominoId, number>(actions.map((a) => [a.domino, 0]));
  // Built only once there is a choice to make: a forced play samples nothing.
  const draw = source ?? dealSource(k, level.passOverPartnerSaysNothing !== true);
  const likelihood = level.readsPlays === undefined ? () => 1 : playReader(k, level.readsPlays);
  let weights = 0;
  let samples = 0;
  let nodes = 0;
  for (let attempt = 0; samples < level.samples && attempt < 2 * level.samples; attempt++) {
    if (samples >= level.minSamples && nodes >= level.nodeBudget) break;
    const limit = nodeAllowance(level, samples, nodes);
    if (limit <= 0) break;
    const hands = draw(rng);
    const position = { mode, hands, trick: k.trick, leader: leaderOf(k), sittingOut: k.sittingOut };
    const solved = playValues(position, aim.goal, aim.target, limit);
    nodes += nodesVisited();
    if (solved === null) {
      if (samples >= level.minSamples) break;
      continue;
    }
    const left = aim.target === undefined ? pointsLeftOf(k) : 0;
    const weight = likelihood(hands);
    solved.plays.forEach((domino, i) =>
      totals.set(domino, (totals.get(domino) ?? 0) + weight * aim.worth(solved.values[i]!, left)),
    );
    weights += weight;
    samples++;
  }
  if (samples === 0) return { action: fallback, score: 0, samples, isChance: aim.target !== undefined };
  let best = fallback;
  let bestScore = -Infinity;
  const scale = aim.target === undefined ? 10 : 1;
  const scoreOf = (a: PlayAction) =>
    totals.get(a.domino)! / weights + level.noise * scale * (rng.next() - 0.5);
  const scores = new Map(actions.map((a) => [a.domino, scoreOf(a)]));
  for (const action of actions) {
    const score = scores.get(action.domino)!;
    if (score > bestScore + 1e-9) {
      best = action;
      bestScore = score;
    }
  }
  const preferred = scores.get(fallback.domino);
  if (preferred !== undefined && preferred >= bestScore - 1e-9) best = fallback;
  return {
    action: best,
    score: totals.get(best.domino)! / weights,
    samples,
    isChance: aim.target !== undefined,
    scores,
  };
};

/** The points still to be taken this hand: the count not yet collected plus a point a trick. */
const pointsLeftOf = (k: Knowledge): number => 42 - k.points[0] - k.points[1];
