// The exact solver on full hands: seven tricks, every hand known, the bidder (seat 0, leading)
// declaring its best suit by the hand reading, whose expected points seed the MTD(f) search.
// Reports CPU time and nodes per solve.

import { HOUSE, playModeOf, teamOf } from '../src/index';
import type { Settings } from '../src/index';
import { shake } from '../src/engine/deal';
import { bestSuit, nelloChance } from '../src/ai/hand-value';
import { SEARCH_LEVELS } from '../src/ai/search-level';
import { canReach, nodesVisited, solve } from '../src/ai/solver';
import type { Position } from '../src/ai/solver';
import { quantile } from './ai-report';

const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const ms = (values: number[], q: number) => quantile(values, q).toFixed(2);

/** A shaken deal with seat 0 declaring its best suit, and the points the hand reading expects. */
const positionOf = (seed: number, settings: Settings): { position: Position; guess: number } => {
  const { hands } = shake(seed);
  const { trump, expected } = bestSuit(hands[0], settings);
  const position = {
    mode: playModeOf(trump, settings),
    hands,
    trick: [],
    leader: 0 as const,
    sittingOut: null,
  };
  return { position, guess: Math.round(expected) };
};

/** Solves `deals` full hands and prints median and p95 time, nodes, and the 30-point probe. */
export const benchSolver = (deals: number, settings: Settings = HOUSE): void => {
  const goal = { scorer: teamOf(0), maximizer: teamOf(0) };
  for (let seed = 0; seed < 20; seed++) solve(positionOf(-seed - 1, settings).position, goal); // JIT warm-up
  const times: number[] = [];
  const nodes: number[] = [];
  const probeTimes: number[] = [];
  for (let deal = 0; deal < deals; deal++) {
    const { position, guess } = positionOf(1000 + deal * 7919, settings);
    let start = cpuMillis();
    solve(position, goal, guess);
    times.push(cpuMillis() - start);
    nodes.push(nodesVisited());
    start = cpuMillis();
    canReach(position, goal, 30);
    probeTimes.push(cpuMillis() - start);
  }
  console.log(`Exact solver, ${deals} full seven-trick hands, all hands known (CPU time per solve):`);
  console.log(
    `  exact points: median ${ms(times, 0.5)} ms, p95 ${ms(times, 0.95)} ms, max ${ms(times, 1)} ms`,
  );
  console.log(`  nodes: median ${quantile(nodes, 0.5)}, p95 ${quantile(nodes, 0.95)}`);
  console.log(
    `  "can the bidders take 30?": median ${ms(probeTimes, 0.5)} ms, p95 ${ms(probeTimes, 0.95)} ms`,
  );
  benchNello(deals, settings);
};

/** Seat 0 in nello (its partner sitting out, seat 0 leading), on deals whose hand the Expert
 * would sample for nello (its reading past the Expert's gate): can the defenders make it take a
 * trick? The made ones take the longest, every defence tried, so their nodes are printed apart. */
const benchNello = (deals: number, settings: Settings): void => {
  const goal = { scorer: teamOf(0), maximizer: teamOf(1) };
  const gate = SEARCH_LEVELS.expert.specials.nelloGate;
  const times: number[] = [];
  const nodes: number[] = [];
  const madeNodes: number[] = [];
  const mode = playModeOf('nello', { ...settings, nello: settings.nello || { doubles: 'own-suit' } });
  for (let seed = 5000; times.length < deals; seed++) {
    const { hands } = shake(seed);
    if (nelloChance(hands[0], settings) <= gate) continue;
    const position: Position = { mode, hands, trick: [], leader: 0, sittingOut: 2 };
    const start = cpuMillis();
    const set = canReach(position, goal, 1);
    times.push(cpuMillis() - start);
    nodes.push(nodesVisited());
    if (!set) madeNodes.push(nodesVisited());
  }
  console.log(
    `  nello on ${deals} hands the Expert samples for it, "can the defenders set it?": median ${ms(times, 0.5)} ms, p95 ${ms(times, 0.95)} ms`,
  );
  console.log(`  nello nodes: median ${quantile(nodes, 0.5)}, p95 ${quantile(nodes, 0.95)}`);
  if (madeNodes.length > 0)
    console.log(
      `  nello made (${madeNodes.length} of ${deals}): nodes median ${quantile(madeNodes, 0.5)}, max ${quantile(madeNodes, 1)}`,
    );
};
