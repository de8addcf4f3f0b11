// `npm run bench:ai -- --only=bid-reading`: how the Expert's own passes fit the book its sampled
// deals are read by (src/ai/bid-reading.ts). Every seat of each deal bids as the Expert; each of
// its decisions is put in a band of the hand's reading of the lowest bid open to it (the chance
// the book reads off the hand's best suit), by where the bid stands: nobody has bid yet, the
// other side holds it, or the seat's partner does. Beside the share of those hands that passed,
// the book's chance of a pass from such a hand.

import { bidStrength, createGame } from '../src/index';
import type { Contract, Settings } from '../src/index';
import type { Strategy } from '../src/ai';
import { likely } from '../src/ai/bid-reading';
import { bestSuit, chanceOf } from '../src/ai/hand-value';
import { apply, moveOf } from './special-play';

/** Where the bid stands when a seat speaks. */
const STANDINGS = ['nobody has bid', 'the other side holds the bid', 'the partner holds the bid'] as const;
type Standing = (typeof STANDINGS)[number];

/** Decisions in one band of the hand's reading: how many, and how many passed. */
interface Band {
  decisions: number;
  passes: number;
}

/** The table of `player`'s passes by standing and band, over `deals` deals from `firstSeed`. */
export const bidReadingTable = (deals: number, settings: Settings, firstSeed: number, player: Strategy) => {
  const bands = new Map<Standing, Band[]>(
    STANDINGS.map((standing) => [standing, Array.from({ length: 10 }, () => ({ decisions: 0, passes: 0 }))]),
  );
  for (let seed = firstSeed; seed < firstSeed + deals; seed++) {
    let state = createGame(settings, seed);
    let high: Contract | null = null;
    for (let step = 0; state.phase === 'bidding'; step++) {
      const seat = state.turn!;
      const action = moveOf(player, state, seed, step);
      const lowest = Math.min(42, Math.max(30, bidStrength(high) + 1));
      const chance = chanceOf(bestSuit(state.hands[seat]!, settings).expected, lowest);
      const standing: Standing =
        high === null ? STANDINGS[0] : high.bidder % 2 === seat % 2 ? STANDINGS[2] : STANDINGS[1];
      const band = bands.get(standing)![Math.min(9, Math.floor(chance * 10))]!;
      band.decisions++;
      if (action.type === 'pass') band.passes++;
      else if (action.type === 'bid') high = { bidder: seat, kind: action.kind, value: action.value };
      state = apply(state, action);
    }
  }
  const percent = (share: number) => `${Math.round(100 * share)}%`.padStart(4);
  return STANDINGS.flatMap((standing) => [
    `  ${standing}:`,
    ...bands
      .get(standing)!
      .flatMap(({ decisions, passes }, i) =>
        decisions === 0
          ? []
          : [
              `    reading ${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}: ${String(decisions).padStart(5)} ` +
                `decisions, passed ${percent(passes / decisions)}, the book's pass ${percent(1 - likely((i + 0.5) / 10))}`,
            ],
      ),
  ]).join('\n');
};
