// Arena results: merging the workers' shares and turning them into the figures the bench prints.

import { STAGES, noTimings } from './ai-arena';
import type { Timings } from './ai-arena';
import { SPECIALS } from './ai-specials';
import type { Special } from './ai-specials';

/** How one strategy fared with one special contract it bid: [bid, made, makeable by the exact
 * solver over the real deal]. */
type SpecialCell = [number, number, number];

/** How one strategy fared with the contracts of one label it won: [made, bid, makeable by the
 * exact solver over the real deal, made of those]. */
type ContractCell = [number, number, number, number];

/** One pairing's raw results. */
export interface PairingResult {
  /** Net marks of the first strategy, per duplicate deal (or per duplicate pair of games). */
  nets: number[];
  /** Deals each entry of `nets` covers: 1 for a deal, a pair of games' mean number of hands. */
  deals: number[];
  /** With one auction for both tables (card play from the first lead), per duplicate deal: 1 when
   * the first strategy's side did better with the same contract (made it where the other did not
   * as the bidders, or set it where the other did not as the defenders), -1 when worse, else 0. */
  madeOrSet: number[];
  /** Whole games played (0 when the arena plays single deals), and how many the first won. */
  games: number;
  gamesWon: number;
  /** Per strategy name, per contract label: [made, bid, solver-makeable, made of those]. */
  contracts: Record<string, Record<string, ContractCell>>;
  /** Per strategy name, per special contract it bid. */
  specials: Record<string, Partial<Record<Special, SpecialCell>>>;
  /** Seat-hands (four a distinct deal) that could make each special. */
  makeable: Partial<Record<Special, number>>;
  /** Seat-hands the solver looked at for `makeable`. */
  seatHands: number;
  illegal: number;
  /** Per search strategy, its decision times. */
  timings: Record<string, Timings>;
  hands: number;
}

/** An empty result. */
export const emptyResult = (): PairingResult => ({
  nets: [],
  deals: [],
  madeOrSet: [],
  games: 0,
  gamesWon: 0,
  contracts: {},
  specials: {},
  makeable: {},
  seatHands: 0,
  illegal: 0,
  timings: {},
  hands: 0,
});

/** The workers' shares as one result. */
export const merge = (parts: readonly PairingResult[]): PairingResult => {
  const all = emptyResult();
  for (const part of parts) {
    all.nets.push(...part.nets);
    all.deals.push(...part.deals);
    all.madeOrSet.push(...part.madeOrSet);
    all.games += part.games;
    all.gamesWon += part.gamesWon;
    all.seatHands += part.seatHands;
    all.illegal += part.illegal;
    all.hands += part.hands;
    for (const [name, timings] of Object.entries(part.timings))
      for (const stage of STAGES) (all.timings[name] ??= noTimings())[stage].push(...timings[stage]);
    for (const [name, row] of Object.entries(part.contracts))
      for (const [label, counts] of Object.entries(row)) {
        const cell = ((all.contracts[name] ??= {})[label] ??= [0, 0, 0, 0]);
        counts.forEach((n, i) => (cell[i] = cell[i]! + n));
      }
    for (const [name, row] of Object.entries(part.specials))
      for (const [special, counts] of Object.entries(row) as [Special, SpecialCell][]) {
        const cell = ((all.specials[name] ??= {})[special] ??= [0, 0, 0]);
        counts.forEach((n, i) => (cell[i] = cell[i]! + n));
      }
    for (const [special, n] of Object.entries(part.makeable) as [Special, number][])
      all.makeable[special] = (all.makeable[special] ?? 0) + n;
  }
  return all;
};

/** The value at quantile q of a list of numbers. */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** Mean and the half-width of its 95% confidence interval. */
export const meanWithCi = (values: readonly number[]): { mean: number; half: number } => {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return { mean, half: (1.96 * Math.sqrt(variance)) / Math.sqrt(n) };
};

/** The ratio of two sums (net marks over deals played) and the half-width of its 95% confidence
 * interval, by the delta method; with every denominator 1 it is the mean and its interval. */
const ratioWithCi = (
  values: readonly number[],
  weights: readonly number[],
): { mean: number; half: number } => {
  const n = values.length;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const ratio = sum(values) / sum(weights);
  const residuals = values.map((x, i) => (x - ratio * weights[i]!) ** 2);
  const meanWeight = sum(weights) / n;
  return { mean: ratio, half: (1.96 * Math.sqrt(sum(residuals) / (n * (n - 1)))) / meanWeight };
};

/** A share as a percentage with its 95% confidence interval (Wilson's, sound for small counts). */
const percentWithCi = (hits: number, n: number): string => {
  const p = hits / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  const pct = (x: number) => (100 * x).toFixed(0);
  return `${pct(p)}% (${pct(Math.max(0, centre - half))}-${pct(Math.min(1, centre + half))})`;
};

export const summarize = (result: PairingResult) => ({
  ...result,
  net: ratioWithCi(result.nets, result.deals),
  perGame: meanWithCi(result.nets),
  madeOrSetEdge: result.madeOrSet.length > 1 ? meanWithCi(result.madeOrSet) : null,
});

const ORDER = [
  '30-31',
  '32-34',
  '35-41',
  '1 mark',
  '2 marks',
  '3+ marks',
  'nello',
  'sevens',
  'splash',
  'plunge',
];

/** The lines on one strategy's contracts: bids won and made by level, and the other side's bids
 * it set, each also among the contracts the exact solver makes over the real deal. */
const contractLines = (name: string, other: string, s: ReturnType<typeof summarize>): string[] => {
  const row = s.contracts[name] ?? {};
  const against = s.contracts[other] ?? {};
  const total = Object.values(row).reduce((sum, [, bid]) => sum + bid, 0);
  const made = Object.values(row).reduce((sum, [m]) => sum + m, 0);
  const lines = [`  ${name} won ${total} bids, made ${percentWithCi(made, Math.max(1, total))}; by bid:`];
  for (const label of ORDER) {
    const mine = row[label];
    const theirs = against[label];
    if (mine === undefined && theirs === undefined) continue;
    const solverText =
      mine === undefined || mine[2] === 0
        ? ''
        : `, made ${percentWithCi(mine[3], mine[2])} of the ${mine[2]} the solver makes`;
    const madeText =
      mine === undefined ? 'none won' : `made ${percentWithCi(mine[0], mine[1])} of ${mine[1]}${solverText}`;
    const setMakeable =
      theirs === undefined || theirs[2] === 0
        ? ''
        : `, ${percentWithCi(theirs[2] - theirs[3], theirs[2])} of the ${theirs[2]} the solver makes`;
    const setText =
      theirs === undefined
        ? ''
        : `; set ${percentWithCi(theirs[1] - theirs[0], theirs[1])} of ${other}'s ${theirs[1]}${setMakeable}`;
    lines.push(`    ${label.padEnd(9)} ${madeText}${setText}`);
  }
  return lines;
};

/** The lines on special contracts: how often each strategy bid each, made it, and could have. */
const specialLines = (a: string, b: string, s: ReturnType<typeof summarize>): string[] => {
  const lines: string[] = [];
  for (const special of SPECIALS) {
    const could = s.makeable[special];
    if (
      could === undefined &&
      s.specials[a]?.[special] === undefined &&
      s.specials[b]?.[special] === undefined
    )
      continue;
    const parts = [a, b].map((name) => {
      const [bid, made, dd] = s.specials[name]?.[special] ?? [0, 0, 0];
      return `${name} bid ${bid}, made ${made}, set ${bid - made} (solver: ${dd} makeable)`;
    });
    lines.push(
      `  ${special}: ${could ?? 0} of ${s.seatHands} seat-hands could make it (exact solver, real deal); ${parts.join('; ')}`,
    );
  }
  return lines;
};

/** The printed block for one pairing. */
export const formatPairing = (
  a: string,
  b: string,
  s: ReturnType<typeof summarize>,
  seconds: number,
): string => {
  const ci = ({ mean, half }: { mean: number; half: number }) =>
    `${mean.toFixed(3)} ± ${half.toFixed(3)} (95% CI ${(mean - half).toFixed(3)} .. ${(mean + half).toFixed(3)})`;
  const lines = [
    s.games > 0
      ? `\n${a} vs ${b}: ${s.nets.length} pairs of games, ${s.deals.reduce((x, y) => x + y, 0)} duplicate deals, ${s.hands} hands in ${seconds.toFixed(0)} s`
      : `\n${a} vs ${b}: ${s.nets.length} deals, ${s.hands} hands in ${seconds.toFixed(0)} s`,
    ...(s.games > 0
      ? [
          `  games won by ${a}: ${percentWithCi(s.gamesWon, s.games)} of ${s.games}`,
          `  net marks per pair of games for ${a}: ${ci(s.perGame)}`,
        ]
      : []),
    `  net marks per deal for ${a}: ${ci(s.net)}`,
    ...(s.madeOrSetEdge === null
      ? []
      : [`  made-or-set per deal for ${a}, the same contract at both tables: ${ci(s.madeOrSetEdge)}`]),
    `  illegal actions: ${s.illegal}`,
    ...contractLines(a, b, s),
    ...contractLines(b, a, s),
    ...specialLines(a, b, s),
  ];
  for (const [name, timings] of Object.entries(s.timings))
    for (const stage of STAGES) {
      const times = timings[stage];
      if (times.length === 0) continue;
      lines.push(
        `  ${name} decision CPU time, ${stage} (${times.length}): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
      );
    }
  return lines.join('\n');
};
