// `npm run bench:ai`: how fast the exact solver is and how strong the AI players are.
//   1. Exact solver: a full seven-trick hand, all hands known, the bidder's best suit as trump.
//   2. Arena with duplicate deals: every deal is played twice with the teams' seats swapped, so
//      the luck of the deal cancels; net marks per deal with a 95% confidence interval, make rates
//      by contract, illegal actions; the search's decision times (bids, trump, plays).
// Options (or env AI_BENCH_*): --deals=2000 --solver-deals=200 --workers=2 --settings=house
// --only=solver|arena --pairs=heuristic:random,search:heuristic (players: random, heuristic,
// search, search-medium, search-easy). Times are each process's CPU time, so a busy machine slows the run down
// without inflating the figures much (shared caches still cost something).

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HOUSE, TOURNAMENT } from '../src/index';
import type { Settings } from '../src/index';
import { heuristicStrategy, randomStrategy, searchStrategy } from '../src/ai';
import type { Strategy } from '../src/ai';
import { playHand } from './ai-arena';
import type { Timings } from './ai-arena';
import { benchSolver } from './ai-solver';
import { formatPairing, merge, summarize } from './ai-report';
import type { PairingResult } from './ai-report';

const option = (name: string, fallback: string): string => {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag?.split('=')[1] ?? process.env[`AI_BENCH_${name.toUpperCase().replace('-', '_')}`] ?? fallback;
};

const SETTINGS: Record<string, Settings> = { house: HOUSE, tournament: TOURNAMENT };
const PLAYERS: Record<string, () => Strategy> = {
  random: () => randomStrategy,
  heuristic: () => heuristicStrategy,
  search: () => searchStrategy('hard'),
  'search-medium': () => searchStrategy('medium'),
  'search-easy': () => searchStrategy('easy'),
};
const FIRST_SEED = 4200;

/** A child's share of a pairing: the deals d in [0, deals) with d % workers === index. */
interface Job {
  readonly a: string;
  readonly b: string;
  readonly settings: string;
  readonly deals: number;
  readonly workers: number;
  readonly index: number;
}

const runJob = (job: Job): PairingResult => {
  const settings = SETTINGS[job.settings]!;
  const a = PLAYERS[job.a]!();
  const b = PLAYERS[job.b]!();
  const timed = [job.a.startsWith('search'), job.b.startsWith('search')];
  const timings: Timings = { bidding: [], trump: [], playing: [] };
  const result: PairingResult = { nets: [], contracts: {}, illegal: 0, timings, hands: 0 };
  const note = (name: string, label: string | null, made: boolean | null) => {
    if (label === null) return;
    const row = (result.contracts[name] ??= {});
    const cell = (row[label] ??= [0, 0]);
    cell[0] += made ? 1 : 0;
    cell[1] += 1;
  };
  for (let deal = job.index; deal < job.deals; deal += job.workers) {
    const seed = FIRST_SEED + deal;
    const first = playHand(settings, seed, [a, b], timed, timings);
    const second = playHand(settings, seed, [b, a], [timed[1]!, timed[0]!], timings);
    result.nets.push(first.marks[0] - first.marks[1] + (second.marks[1] - second.marks[0]));
    note(first.bidder === 0 ? job.a : job.b, first.contract, first.made);
    note(second.bidder === 0 ? job.b : job.a, second.contract, second.made);
    result.illegal += first.illegal + second.illegal;
    result.hands += 2;
  }
  return result;
};

/** Runs a pairing in `workers` child processes, each on its own share of the deals. */
const runPairing = async (a: string, b: string, settings: string, deals: number, workers: number) => {
  const file = fileURLToPath(import.meta.url);
  const jobs = Array.from({ length: workers }, (_, index): Job => ({
    a,
    b,
    settings,
    deals,
    workers,
    index,
  }));
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise<PairingResult>((resolve, reject) => {
          const child = fork(file, ['--child'], { execArgv: process.execArgv });
          child.once('message', (message) => resolve(message as PairingResult));
          child.once('error', reject);
          child.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
          child.send(job);
        }),
    ),
  );
  return merge(results);
};

const main = async () => {
  const only = option('only', 'solver,arena');
  const settings = option('settings', 'house');
  if (only.includes('solver')) benchSolver(Number(option('solver-deals', '200')), SETTINGS[settings]!);
  if (!only.includes('arena')) return;
  const deals = Number(option('deals', '2000'));
  const workers = Number(option('workers', '2'));
  console.log(
    `\nArena: ${deals} duplicate deals per pairing (${2 * deals} hands), ${settings} rules, ${workers} worker(s)`,
  );
  const pairings = option('pairs', 'heuristic:random,search:heuristic')
    .split(',')
    .map((pair) => pair.split(':'));
  for (const [a, b] of pairings as [string, string][]) {
    const start = Date.now();
    const result = await runPairing(a, b, settings, deals, workers);
    console.log(formatPairing(a, b, summarize(result), (Date.now() - start) / 1000));
  }
};

if (process.argv.includes('--child')) {
  process.once('message', (job) => {
    process.send!(runJob(job as Job), () => process.exit(0));
  });
} else await main();
