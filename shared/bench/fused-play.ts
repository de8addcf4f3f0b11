// Card play that picks its own next play once for all the deals that look alike to it, for the
// bench alone. Perfect-information sampling (search-play.ts) solves each sampled deal as if it
// were the true one, so in each deal the seat's later plays are chosen knowing every hand: a play
// is credited with later choices the seat could not make, since it must make one choice for all
// the deals it cannot tell apart (strategy fusion). Here each play is followed, in each deal,
// through the other seats' plays (each the solver's best for its side in that deal, the lowest id
// among equals) to the seat's next turn. The deals whose other plays came out the same look alike
// to the seat there, and it must pick one next play for all of them: a play is worth what the best
// such pick makes over those deals. It is one step of postponed reasoning, as in extended
// perfect-information Monte Carlo, and costs a solve for each play of each seat up to that turn
// where plain sampling spends one for the seat's own plays. No level of the app plays it: on four
// times the Expert's budget it changed the Expert's pick at about 2% of its plays and measured
// level with it (docs/performance.md, "Its next play picked once for the deals alike").

import {
  countOf,
  dominoesIn,
  nextSeat,
  playModeOf,
  playsPerTrick,
  sizeOf,
  teamOf,
  trickPoints,
  trickWinner,
} from '../src/index';
import type { BySeat, DominoId, DominoSet, PlayAction, PlayMode, Seat } from '../src/index';
import { SEARCH_LEVELS } from '../src/ai';
import { heuristicPlay } from '../src/ai/heuristic-play';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { playReader } from '../src/ai/play-reading';
import type { Rng } from '../src/ai/rng';
import { dealSource } from '../src/ai/sampling';
import { nodeAllowance } from '../src/ai/search-level';
import type { SearchLevel } from '../src/ai/search-level';
import { aimOf, leaderOf, searchPlay } from '../src/ai/search-play';
import type { Aim } from '../src/ai/search-play';
import { nodesVisited, playValues } from '../src/ai/solver';
import type { ArenaPlayer } from './ai-arena';
import { expertBiddingWith } from './seeing-players';

const EXPERT = SEARCH_LEVELS.expert;

/** Where one play of the seat leads in one deal: what the seat sees of the other plays up to its
 * next turn, and the worth to it of each of its plays there (one worth when nothing is left to
 * choose: the contract decided or the hand over). */
interface Outcome {
  readonly seen: string;
  readonly worths: readonly number[];
}

/** A budget of solver nodes spent call by call. */
interface Spend {
  left: number;
}

/** The seat that plays next to `trick`, led by `leader`. */
const toPlay = (trick: readonly PlayAction[], leader: Seat, sittingOut: Seat | null): Seat => {
  if (trick.length === 0) return leader;
  const next = nextSeat(trick[trick.length - 1]!.seat);
  return next === sittingOut ? nextSeat(next) : next;
};

/** The points still to be taken: the count in the trick and the hands that play, and a point for
 * each trick left. */
const pointsLeft = (hands: BySeat<DominoSet>, trick: readonly PlayAction[], sittingOut: Seat | null) => {
  let plays = trick.length;
  let points = trickPoints(trick) - 1;
  hands.forEach((hand, seat) => {
    if (seat === sittingOut) return;
    for (const domino of dominoesIn(hand)) points += countOf(domino);
    plays += sizeOf(hand);
  });
  return points + Math.ceil(plays / playsPerTrick(sittingOut));
};

/** Follows `play` of the seat in the deal `dealt` to the seat's next turn; null when the budget
 * runs out on the way. */
export const follow = (
  k: KnowledgeIn<'playing'>,
  aim: Aim & { target: number },
  mode: PlayMode,
  dealt: BySeat<DominoSet>,
  play: PlayAction,
  spend: Spend,
): Outcome | null => {
  const hands = [...dealt] as [DominoSet, DominoSet, DominoSet, DominoSet];
  const perTrick = playsPerTrick(k.sittingOut);
  const forSeat = (seat: Seat) => (value: number) =>
    teamOf(seat) === aim.goal.maximizer ? value : 1 - value;
  let trick: PlayAction[] = [...k.trick];
  let leader = leaderOf(k);
  let need = aim.target;
  let seen = '';
  let next: PlayAction = play;
  for (;;) {
    hands[next.seat] &= ~(1 << next.domino);
    trick.push(next);
    if (trick.length === perTrick) {
      leader = trickWinner(mode, trick);
      if (teamOf(leader) === aim.goal.scorer) need -= trickPoints(trick);
      trick = [];
    }
    // Once made or set, the hand is over (the table plays no further trick of it).
    if (need <= 0 || need > pointsLeft(hands, trick, k.sittingOut))
      return { seen, worths: [forSeat(k.seat)(need <= 0 ? 1 : 0)] };
    const seat = toPlay(trick, leader, k.sittingOut);
    const solved = playValues(
      { mode, hands, trick, leader, sittingOut: k.sittingOut },
      aim.goal,
      need,
      spend.left,
    );
    spend.left -= nodesVisited();
    if (solved === null) return null;
    const worths = solved.values.map(forSeat(seat));
    if (seat === k.seat) return { seen, worths };
    const best = worths.indexOf(Math.max(...worths));
    next = { type: 'play', seat, domino: solved.plays[best]! };
    seen += `${next.domino},`;
  }
};

/** What the fused search chose, beside what plain sampling chooses on the same deals. */
export interface FusedChoice {
  readonly action: PlayAction;
  /** The play with the best worth when each deal counts at its own best next play. */
  readonly plain: PlayAction;
  readonly samples: number;
  /** How many different looks the seat's next turn took, summed over its plays. */
  readonly looks: number;
  /** Whether picking the next play once for the deals alike lowered some play's worth. */
  readonly lowered: boolean;
}

/** The play that does best over sampled deals when the seat's next play must be one for all the
 * deals that look alike to it then; null where there is no choice, or the search plays for points
 * rather than a contract still open. */
export const fusedPlay = (k: KnowledgeIn<'playing'>, rng: Rng, level: SearchLevel): FusedChoice | null => {
  const aim = aimOf(k);
  const actions = k.validActions.filter((a): a is PlayAction => a.type === 'play');
  const { target } = aim;
  if (target === undefined || actions.length <= 1) return null;
  const fallback = heuristicPlay(k) as PlayAction;
  const mode = playModeOf(k.trump, k.settings);
  const open = { ...aim, target };
  const draw = dealSource(k, level.passOverPartnerSaysNothing !== true);
  const likelihood = level.readsPlays === undefined ? () => 1 : playReader(k, level.readsPlays);
  /** For each play and what the seat then sees, the weighted worth of each of its next plays. */
  const looks = new Map<DominoId, Map<string, number[]>>(actions.map((a) => [a.domino, new Map()]));
  /** For each play, the weighted worth of each deal at its own best next play. */
  const plain = new Map<DominoId, number>(actions.map((a) => [a.domino, 0]));
  let weights = 0;
  let samples = 0;
  let nodes = 0;
  for (let attempt = 0; samples < level.samples && attempt < 2 * level.samples; attempt++) {
    if (samples >= level.minSamples && nodes >= level.nodeBudget) break;
    const allowance = nodeAllowance(level, samples, nodes);
    if (allowance <= 0) break;
    const spend = { left: allowance };
    const hands = draw(rng);
    const outcomes = actions.map((a) => follow(k, open, mode, hands, a, spend));
    nodes += allowance - spend.left;
    if (outcomes.includes(null)) {
      if (samples >= level.minSamples) break;
      continue;
    }
    const weight = likelihood(hands);
    outcomes.forEach((outcome, i) => {
      const { domino } = actions[i]!;
      const byLook = looks.get(domino)!;
      const { seen, worths } = outcome!;
      const sums = byLook.get(seen) ?? worths.map(() => 0);
      worths.forEach((worth, j) => (sums[j]! += weight * worth));
      byLook.set(seen, sums);
      plain.set(domino, plain.get(domino)! + weight * Math.max(...worths));
    });
    weights += weight;
    samples++;
  }
  if (samples === 0) return { action: fallback, plain: fallback, samples, looks: 0, lowered: false };
  const fused = (a: PlayAction) =>
    [...looks.get(a.domino)!.values()].reduce((sum, sums) => sum + Math.max(...sums), 0) / weights;
  const alone = (a: PlayAction) => plain.get(a.domino)! / weights;
  return {
    action: bestOf(actions, fused, fallback),
    plain: bestOf(actions, alone, fallback),
    samples,
    looks: actions.reduce((sum, a) => sum + looks.get(a.domino)!.size, 0),
    lowered: actions.some((a) => alone(a) > fused(a) + 1e-9),
  };
};

/** The play of best `score`, the first of equals; `preferred` (the rules of thumb's) when it
 * scores as high. */
const bestOf = (
  actions: readonly PlayAction[],
  score: (a: PlayAction) => number,
  preferred: PlayAction,
): PlayAction => {
  let best = preferred;
  let bestScore = -Infinity;
  for (const action of actions) {
    const value = score(action);
    if (value > bestScore + 1e-9) {
      best = action;
      bestScore = value;
    }
  }
  return score(preferred) >= bestScore - 1e-9 ? preferred : best;
};

/** The Expert on four times its budget: about the deals the Expert samples, each followed to the
 * seat's next turn. */
export const FUSED_LEVEL: SearchLevel = { ...EXPERT, nodeBudget: 4 * EXPERT.nodeBudget };

/** The fused player by its name in the arena. */
export const FUSED_PLAYERS: Record<string, () => ArenaPlayer> = {
  'expert-fused-4x': () =>
    expertBiddingWith(
      (k, rng) => fusedPlay(k, rng, FUSED_LEVEL)?.action ?? searchPlay(k, rng, FUSED_LEVEL).action,
    ),
};
