// `npm run bench:ai -- --only=marks-calibrate`: how the chance the Expert's bidding puts on taking
// every trick in a suit predicts real play, at the top of its scale, where a bid of 2 marks would
// pay. For each seat-hand of each deal, first to speak with everyone else passing, the share of
// sampled deals where the exact solver takes all 42 points with the seat's better of its two best
// suits as trump (the trials search-bid.ts samples); a hand at 0.45 or more then bids 2 marks,
// names trump and plays with `referee` at all four seats. Beside what real play made, the table
// prints the chance the bidding reads off the same deals (blended with the hand's reading,
// cautioned and mapped by real-play.ts): a bid of 2 marks over a point bid made for sure pays
// only above 0.75.

import { createGame, getPlayerView, playModeOf, validActions } from '../src/index';
import type { Action, GameState, Seat, Settings } from '../src/index';
import { knowledgeFrom, SEARCH_LEVELS } from '../src/ai';
import type { Strategy } from '../src/ai';
import { expectedPoints } from '../src/ai/hand-value';
import { REAL_PLAY, realChance } from '../src/ai/real-play';
import { Rng } from '../src/ai/rng';
import { ALL_TRICKS_CAUTION, everyTrickChance, promisingSuits, sample, trialOf } from '../src/ai/search-bid';
import { atFirstBid, handWith, moveOf } from './special-play';

/** The least sampled chance a seat-hand is played out at. */
const PLAYED_FROM = 0.45;

const BANDS = [PLAYED_FROM, 0.6, 0.7, 0.8, 0.9, 0.95, 1.01];

/** One seat-hand played at 2 marks: its sampled chance, the bidding's chance, and the result. */
interface Row {
  readonly sampled: number;
  readonly read: number;
  readonly made: boolean;
}

/** The sampled and the bidding's chance of every trick for `seat`, first to speak. */
const chancesOf = (start: GameState, seat: Seat, seed: number): { sampled: number; read: number } => {
  const k = knowledgeFrom(getPlayerView(atFirstBid(start, seat), seat))!;
  const suits = promisingSuits(k);
  const level = SEARCH_LEVELS.expert;
  const scores = sample(
    k,
    new Rng(seed * 31 + seat),
    level,
    suits.map((trump) => trialOf(k, trump, seat, 42)),
  );
  const sampled = Math.max(
    ...scores.map((s) => s.filter((points) => points >= 42).length / Math.max(1, s.length)),
  );
  const expected = (i: number) => expectedPoints(k.hand, playModeOf(suits[i]!, k.settings));
  const blended = Math.max(...scores.map((s, i) => everyTrickChance(s, expected(i))));
  return { sampled, read: realChance(REAL_PLAY, 'marks', blended - ALL_TRICKS_CAUTION) };
};

/** Whether `seat` makes 2 marks bid first to speak, `referee` naming its trump and playing. */
const madeAtTwoMarks = (start: GameState, seat: Seat, referee: Strategy, seed: number): boolean => {
  const own = (state: GameState, step: number): Action =>
    state.phase === 'bidding'
      ? validActions(state).find((a) => a.type === 'bid' && a.kind === 'marks' && a.value === 2)!
      : moveOf(referee, state, seed, step);
  return handWith(start, seat, own, referee, seed)!.outcome!.made;
};

/** The table of `deals` deals from `firstSeed` under `settings`. */
export const marksCalibration = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  referee: Strategy,
): string => {
  const rows: Row[] = [];
  for (let seed = firstSeed; seed < firstSeed + deals; seed++) {
    const start = createGame(settings, seed);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const { sampled, read } = chancesOf(start, seat, seed);
      if (sampled >= PLAYED_FROM)
        rows.push({ sampled, read, made: madeAtTwoMarks(start, seat, referee, seed) });
    }
  }
  const lines = [
    `${4 * deals} seat-hands, ${rows.length} with a sampled chance of ${PLAYED_FROM} or more, played at 2 marks:`,
    '| sampled chance | seat-hands | made in real play | share made | the bidding read (mean) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (let i = 0; i + 1 < BANDS.length; i++) {
    const band = rows.filter((r) => r.sampled >= BANDS[i]! && r.sampled < BANDS[i + 1]!);
    if (band.length === 0) continue;
    const made = band.filter((r) => r.made).length;
    const read = band.reduce((sum, r) => sum + r.read, 0) / band.length;
    const range = `${BANDS[i]!.toFixed(2)}-${Math.min(1, BANDS[i + 1]!).toFixed(2)}`;
    lines.push(
      `| ${range} | ${band.length} | ${made} | ${((100 * made) / band.length).toFixed(0)}% | ${read.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
};
