// `npm run bench:ai -- --only=special-calibrate`: how the Expert's sampled chance of nello, splash
// and plunge predicts real play. For each seat-hand of each deal, first to speak with everyone
// else passing: the sampled chance is the share of deals, drawn as that first bid sees the table,
// where the exact solver makes the contract (nello: the defenders cannot force a trick; splash and
// plunge: the partner names its best suit and takes every trick, search-bid.ts); then the seat
// bids it at its opening value, names nello (or its partner names trump) and `referee` plays all
// four seats. The table prints, per contract and band of sampled chance, the hands and how many
// real play made. Splash needs 3 doubles in hand and plunge 4; nello is tried on every hand.

import { createGame, getPlayerView, validActions } from '../src/index';
import type { Action, GameState, Seat, Settings } from '../src/index';
import { knowledgeFrom, SEARCH_LEVELS } from '../src/ai';
import type { Strategy } from '../src/ai';
import { doublesIn } from '../src/ai/hand-strength';
import { Rng } from '../src/ai/rng';
import { doublesTrial, sample, trialOf } from '../src/ai/search-bid';
import { apply, atFirstBid } from './special-play';

const CONTRACTS = ['nello', 'splash', 'plunge'] as const;
type Contract = (typeof CONTRACTS)[number];

/** One seat-hand tried at one contract: its sampled chance and whether real play made it. */
interface Row {
  readonly contract: Contract;
  readonly sampled: number;
  readonly made: boolean;
}

/** `seat` bids `contract` first to speak (a mark for nello, named at once), the others pass, and
 * `referee` plays every other decision; whether it was made. Not special-play.ts's playOut: its
 * seeds number every move from the first bid, as in the runs real-play.ts's fit quotes. */
const playOut = (
  start: GameState,
  seat: Seat,
  contract: Contract,
  referee: Strategy,
  seed: number,
): boolean => {
  const kind = contract === 'nello' ? 'marks' : contract;
  let state = start;
  for (let step = 0; state.outcome === null; step++) {
    const actions = validActions(state);
    const action: Action =
      state.phase === 'bidding'
        ? state.turn === seat
          ? actions.find((a) => a.type === 'bid' && a.kind === kind)!
          : actions.find((a) => a.type === 'pass')!
        : state.phase === 'trump' && contract === 'nello'
          ? { type: 'select-trump', seat, trump: 'nello' }
          : state.turn === null
            ? actions[0]!
            : (referee(getPlayerView(state, state.turn), (seed * 977 + step * 131) | 0) ?? actions[0]!);
    state = apply(state, action);
  }
  return state.outcome.made;
};

/** The rows of `deals` deals from `firstSeed` under `settings` (the contracts it plays). */
const rowsOf = (deals: number, settings: Settings, firstSeed: number, referee: Strategy): Row[] => {
  const rows: Row[] = [];
  for (let deal = 0; deal < deals; deal++) {
    const seed = firstSeed + deal;
    const start = createGame(settings, seed);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const k = knowledgeFrom(getPlayerView(atFirstBid(start, seat), seat))!;
      const doubles = doublesIn(k.hand);
      const tried = CONTRACTS.filter((c) =>
        c === 'nello' ? settings.nello !== false : settings[c] && doubles >= (c === 'splash' ? 3 : 4),
      );
      for (const contract of tried) {
        const trial = contract === 'nello' ? trialOf(k, 'nello') : doublesTrial(k);
        const [scores] = sample(k, new Rng(seed * 31 + seat), SEARCH_LEVELS.expert, [trial]);
        const sampled = scores!.filter((s) => s >= 42).length / Math.max(1, scores!.length);
        rows.push({ contract, sampled, made: playOut(start, seat, contract, referee, seed) });
      }
    }
  }
  return rows;
};

const BANDS = [0, 0.05, 0.15, 0.3, 0.45, 0.6, 0.8, 0.95, 1.01];

/** Runs the calibration and returns its table. */
export const specialCalibration = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  referee: Strategy,
): string => {
  const rows = rowsOf(deals, settings, firstSeed, referee);
  const lines = [
    '| contract | sampled chance | seat-hands | made in real play | share made |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const contract of CONTRACTS)
    for (let i = 0; i + 1 < BANDS.length; i++) {
      const band = rows.filter(
        (r) => r.contract === contract && r.sampled >= BANDS[i]! && r.sampled < BANDS[i + 1]!,
      );
      if (band.length === 0) continue;
      const made = band.filter((r) => r.made).length;
      const range = `${BANDS[i]!.toFixed(2)}-${Math.min(1, BANDS[i + 1]!).toFixed(2)}`;
      lines.push(
        `| ${contract} | ${range} | ${band.length} | ${made} | ${((100 * made) / band.length).toFixed(0)}% |`,
      );
    }
  return lines.join('\n');
};
