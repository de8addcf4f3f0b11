// Arena results: merging the workers' shares and turning them into the figures the bench prints.

import type { Timings } from './ai-arena';

/** One pairing's raw results. */
export interface PairingResult {
  /** Net marks of the first strategy, per duplicate deal. */
  nets: number[];
  /** Per strategy name, per contract label: [made, bid]. */
  contracts: Record<string, Record<string, [number, number]>>;
  illegal: number;
  timings: Timings;
  hands: number;
}

/** The workers' shares as one result. */
export const merge = (parts: readonly PairingResult[]): PairingResult => {
  const all: PairingResult = {
    nets: [],
    contracts: {},
    illegal: 0,
    timings: { bidding: [], trump: [], playing: [] },
    hands: 0,
  };
  for (const part of parts) {
    all.nets.push(...part.nets);
    all.illegal += part.illegal;
    all.hands += part.hands;
    for (const phase of ['bidding', 'trump', 'playing'] as const)
      all.timings[phase].push(...part.timings[phase]);
    for (const [name, row] of Object.entries(part.contracts))
      for (const [label, [made, bid]] of Object.entries(row)) {
        const cell = ((all.contracts[name] ??= {})[label] ??= [0, 0]);
        cell[0] += made;
        cell[1] += bid;
      }
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

export const summarize = (result: PairingResult) => ({ ...result, net: meanWithCi(result.nets) });

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

/** The printed block for one pairing. */
export const formatPairing = (
  a: string,
  b: string,
  s: ReturnType<typeof summarize>,
  seconds: number,
): string => {
  const lines = [
    `\n${a} vs ${b}: ${s.nets.length} deals, ${s.hands} hands in ${seconds.toFixed(0)} s`,
    `  net marks per deal for ${a}: ${s.net.mean.toFixed(3)} ± ${s.net.half.toFixed(3)} (95% CI ${(s.net.mean - s.net.half).toFixed(3)} .. ${(s.net.mean + s.net.half).toFixed(3)})`,
    `  illegal actions: ${s.illegal}`,
  ];
  for (const name of [a, b]) {
    const row = s.contracts[name] ?? {};
    const cells = ORDER.filter((label) => row[label]).map((label) => {
      const [made, bid] = row[label]!;
      return `${label} ${((100 * made) / bid).toFixed(0)}% of ${bid}`;
    });
    const total = Object.values(row).reduce((sum, [, bid]) => sum + bid, 0);
    const made = Object.values(row).reduce((sum, [m]) => sum + m, 0);
    lines.push(
      `  ${name} won ${total} bids, made ${((100 * made) / Math.max(1, total)).toFixed(0)}%: ${cells.join(', ')}`,
    );
  }
  for (const phase of ['bidding', 'trump', 'playing'] as const) {
    const times = s.timings[phase];
    if (times.length === 0) continue;
    const name = phase === 'bidding' ? 'bids' : phase === 'trump' ? 'trump' : 'plays';
    lines.push(
      `  search decision CPU time, ${name} (${times.length}): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
    );
  }
  return lines.join('\n');
};
