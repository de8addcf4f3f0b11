// `node --import tsx shared/bench/ai-calibrate.ts --deals=300 --level=hard`: how well a search
// level's bid chances predict real play. Every seat is the level; for each hand, the winning
// bid's predicted chance (what the search put on it) is paired with whether it was made, and the
// pairs are printed in bands of predicted chance and by bid level, with the shift in log-odds
// from predicted to real per kind of contract: the expert's map (src/ai/real-play.ts) is these
// shifts. Options: --deals --level --settings=house|tournament --first (first seed) --rows (print
// each pair as JSON, to pool several runs).

import { HOUSE, TOURNAMENT } from '../src/index';
import type { Action } from '../src/index';
import { knowledgeFrom, levelOf, searchStrategy } from '../src/ai';
import type { SearchLevelName, Strategy } from '../src/ai';
import { Rng } from '../src/ai/rng';
import { searchBid } from '../src/ai/search-bid';
import type { ContractFamily } from '../src/ai/real-play';
import { playHand } from './ai-arena';

const option = (name: string, fallback: string): string =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const deals = Number(option('deals', '300'));
const levelName = option('level', 'hard') as SearchLevelName;
const settings = option('settings', 'house') === 'house' ? HOUSE : TOURNAMENT;
const first = Number(option('first', '90000'));
const level = levelOf(levelName);
const play = searchStrategy(level);

let chances: { action: Action; chance: number }[] = [];
const recording: Strategy = (view, seed) => {
  const k = knowledgeFrom(view);
  if (k !== null && view.phase === 'bidding' && view.validActions.length > 1)
    chances.push(searchBid(k, new Rng(seed), level));
  return play(view, seed);
};

const rows: { chance: number; label: string; made: boolean }[] = [];
for (let deal = 0; deal < deals; deal++) {
  chances = [];
  const hand = playHand(settings, first + deal, [recording, recording], [null, null]);
  const won = chances.filter((c) => c.action.type === 'bid').at(-1);
  if (won === undefined || hand.made === null || hand.contract === null) continue;
  rows.push({ chance: won.chance, label: hand.contract, made: hand.made });
  if (process.argv.includes('--rows')) console.log(JSON.stringify(rows.at(-1)));
}

const table = (name: string, key: (row: (typeof rows)[number]) => string) => {
  const groups = new Map<string, { n: number; made: number; predicted: number }>();
  for (const row of rows) {
    const g = groups.get(key(row)) ?? { n: 0, made: 0, predicted: 0 };
    g.n++;
    g.made += row.made ? 1 : 0;
    g.predicted += row.chance;
    groups.set(key(row), g);
  }
  console.log(`\n${name}`);
  for (const [k, g] of [...groups].sort())
    console.log(
      `  ${k.padEnd(10)} n=${String(g.n).padStart(4)}  predicted ${((100 * g.predicted) / g.n).toFixed(0)}%  made ${((100 * g.made) / g.n).toFixed(0)}%`,
    );
};
/** The kind of contract a label names, as real-play.ts fits them. */
const familyOf = (label: string): ContractFamily =>
  label.includes('-')
    ? 'points'
    : label.includes('mark')
      ? 'marks'
      : label === 'splash' || label === 'plunge'
        ? 'doubles'
        : (label as ContractFamily);

/** The shift in log-odds from the search's chances to real play's, slope held at 1 (as
 * real-play.ts uses it): the maximum-likelihood `a` of made ~ logistic(a + x), by Newton's method. */
const shiftOf = (pairs: readonly { x: number; y: number }[]): number => {
  let a = 0;
  for (let step = 0; step < 50; step++) {
    let [gradient, curvature] = [0, 0];
    for (const { x, y } of pairs) {
      const p = 1 / (1 + Math.exp(-(a + x)));
      gradient += y - p;
      curvature += p * (1 - p);
    }
    a += gradient / curvature;
  }
  return Number(a.toFixed(3));
};

const logOdds = (chance: number): number => {
  const p = Math.min(0.995, Math.max(0.005, chance));
  return Math.log(p / (1 - p));
};

console.log(`${levelName}, ${rows.length} contracts from ${deals} deals`);
for (const family of ['points', 'marks', 'nello', 'sevens', 'doubles'] as const) {
  const pairs = rows
    .filter((row) => familyOf(row.label) === family)
    .map((row) => ({ x: logOdds(row.chance), y: row.made ? 1 : 0 }));
  if (pairs.length >= 10) console.log(`shift ${family} (${pairs.length} contracts): ${shiftOf(pairs)}`);
}
table('by predicted chance', (row) => `${(Math.floor(Math.min(row.chance, 0.99) * 10) / 10).toFixed(1)}`);
table('by bid', (row) => row.label);
