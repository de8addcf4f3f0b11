// `npm run bench:ai -- --only=nello-reading`: fits the weights of the hand's nello reading
// (shared/src/ai/hand-value.ts, `nelloChance`) and checks the reading on deals it was not fitted on.
// Each seat-hand is taken as the bidding finds it, first to speak after everyone before it passed;
// the search's own nello trial (search-bid.ts) solves `samples` deals drawn as the bidding draws
// them, and the share the defenders cannot set is what the reading should say. The fit is a
// logistic regression of those shares on the hand's features (`nelloFeatures`), over the three
// ways a table can rank nello's doubles. The check prints, on the bench's usual deals, how far the
// reading is from the shares and what the Expert's gate on it keeps out.

import { HOUSE, createGame } from '../src/index';
import type { Seat, Settings } from '../src/index';
import { getPlayerView } from '../src/view';
import { knowledgeFrom } from '../src/ai/knowledge';
import { nelloChance, nelloFeatures } from '../src/ai/hand-value';
import { Rng } from '../src/ai/rng';
import { dealSource } from '../src/ai/sampling';
import { trialOf } from '../src/ai/search-bid';
import { SEARCH_LEVELS } from '../src/ai/search-level';
import { atFirstBid } from './special-play';

/** One seat-hand: its features (a leading 1 for the constant), and its nello trials made of run. */
interface Observation {
  readonly x: readonly number[];
  readonly made: number;
  readonly of: number;
  readonly reading: number;
}

const FEATURES = ['constant', 'led', 'other', 'under', 'suits'] as const;

/** Each seat-hand of `deals` deals from `firstSeed`, its nello trial over `samples` sampled deals. */
const observe = (
  deals: number,
  firstSeed: number,
  samples: number,
  settingsOf: (seed: number) => Settings,
) => {
  const observations: Observation[] = [];
  for (let seed = firstSeed; seed < firstSeed + deals; seed++) {
    const settings = settingsOf(seed);
    const start = createGame(settings, seed);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const k = knowledgeFrom(getPlayerView(atFirstBid(start, seat), seat))!;
      const trial = trialOf(k, 'nello');
      const draw = dealSource(k);
      const rng = new Rng(seed * 4 + seat);
      let made = 0;
      for (let i = 0; i < samples; i++) if (trial.score(draw(rng), Infinity) === 42) made++;
      const f = nelloFeatures(k.hand, settings);
      observations.push({
        x: FEATURES.map((name) => (name === 'constant' ? 1 : f[name])),
        made,
        of: samples,
        reading: nelloChance(k.hand, settings),
      });
    }
  }
  return observations;
};

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
const dot = (a: readonly number[], b: readonly number[]): number =>
  a.reduce((sum, v, i) => sum + v * b[i]!, 0);

/** Solves `a x = b` by Gaussian elimination with partial pivoting. */
const solveLinear = (a: number[][], b: number[]): number[] => {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[row]![c]! -= factor * m[col]![c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--)
    x[row] = (m[row]![n]! - dot(m[row]!.slice(row + 1, n), x.slice(row + 1))) / m[row]![row]!;
  return x;
};

/** Logistic regression of made-of-trials on the features, by Newton's method. */
const fit = (observations: readonly Observation[]): number[] => {
  let w = new Array<number>(FEATURES.length).fill(0);
  for (let step = 0; step < 25; step++) {
    const gradient = new Array<number>(w.length).fill(0);
    const hessian = w.map(() => new Array<number>(w.length).fill(0));
    for (const o of observations) {
      const p = sigmoid(dot(w, o.x));
      const weight = o.of * p * (1 - p);
      o.x.forEach((xi, i) => {
        gradient[i]! += (o.made - o.of * p) * xi;
        o.x.forEach((xj, j) => (hessian[i]![j]! += weight * xi * xj));
      });
    }
    const move = solveLinear(hessian, gradient);
    w = w.map((v, i) => v + move[i]!);
    if (Math.max(...move.map(Math.abs)) < 1e-9) break;
  }
  return w;
};

/** How the chances `predicted` sit against the observed shares: correlation and mean log loss. */
const agreement = (observations: readonly Observation[], predicted: readonly number[]) => {
  const shares = observations.map((o) => o.made / o.of);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = mean(shares);
  const mp = mean(predicted);
  const cov = mean(shares.map((s, i) => (s - ms) * (predicted[i]! - mp)));
  const sd = (xs: readonly number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  const clipped = predicted.map((p) => Math.min(1 - 1e-4, Math.max(1e-4, p)));
  const loss = mean(shares.map((s, i) => -(s * Math.log(clipped[i]!) + (1 - s) * Math.log(1 - clipped[i]!))));
  return { correlation: cov / (sd(shares, ms) * sd(predicted, mp)), loss };
};

/** The fit on `deals` training deals from `firstSeed`, checked on `checkDeals` deals from `checkSeed`. */
export const benchNelloReading = (
  deals: number,
  firstSeed: number,
  checkDeals: number,
  checkSeed: number,
  samples: number,
): string => {
  const doubles = ['own-suit', 'high', 'low'] as const;
  const settingsOf = (seed: number): Settings => ({ ...HOUSE, nello: { doubles: doubles[seed % 3]! } });
  const training = observe(deals, firstSeed, samples, settingsOf);
  const w = fit(training);
  const check = observe(checkDeals, checkSeed, samples, () => HOUSE);
  const fitted = check.map((o) => sigmoid(dot(w, o.x)));
  const gate = SEARCH_LEVELS.expert.specials.nelloGate;
  // The Expert bids nello on a real-play chance over 0.55, which its map gives a search's 0.315.
  const worth = (o: Observation) => o.made / o.of > 0.315;
  const row = (name: string, chances: readonly number[]) => {
    const { correlation, loss } = agreement(check, chances);
    const through = chances.filter((c) => c > gate).length;
    const kept = check.filter((o, i) => worth(o) && chances[i]! <= gate).length;
    return `| ${name} | ${correlation.toFixed(3)} | ${loss.toFixed(4)} | ${through} | ${kept} of ${check.filter(worth).length} |`;
  };
  return [
    `Nello's reading fitted on ${training.length} seat-hands (${deals} deals from seed ${firstSeed}, nello's doubles own-suit, high and low in turn), ${samples} sampled deals each:`,
    FEATURES.map((name, i) => `  ${name}: ${w[i]!.toFixed(3)}`).join('\n'),
    `Checked on ${check.length} seat-hands of house rules (${checkDeals} deals from seed ${checkSeed}), against the share of ${samples} sampled deals the defenders cannot set:`,
    `| reading | correlation | log loss | through the Expert's gate (${gate}) | kept out though the share is over 0.315 |`,
    '| --- | --- | --- | --- | --- |',
    row(
      "the code's reading (hand-value.ts)",
      check.map((o) => o.reading),
    ),
    row('the weights fitted above', fitted),
    'The fitted weights as a gate (a hand whose reading is under it is not sampled for nello):',
    '| gate | through | kept out though the share is over 0.315 |',
    '| --- | --- | --- |',
    ...[0.01, 0.02, 0.03, 0.05, 0.08, 0.1].map((g) => {
      const kept = check.filter((o, i) => worth(o) && fitted[i]! <= g).length;
      return `| ${g} | ${fitted.filter((c) => c > g).length} | ${kept} |`;
    }),
  ].join('\n');
};
