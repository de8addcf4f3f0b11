// `npm run bench:ai -- --only=special-bids`: does a player bid the special contracts that pay?
// Each seat-hand of each deal is put first to speak with every other seat passing, and the player
// bids and declares as it would (its own bid, and its declaration when it wins with a mark bid).
// Beside that choice, for nello, splash and plunge: whether the exact solver makes the contract
// over the real deal (ai-specials.ts), and whether it pays at a real table: bid at its opening
// value by that seat, everyone else passing, and played out by the Expert at all four seats (the
// partner naming trump after splash or plunge), is it made? A solver-makeable contract that real
// play makes "pays": bidding it wins its marks (1 for nello, 2 for splash, 4 for plunge), more
// than any point bid. The table prints, per contract and player: pays, bid, bid of those that pay,
// and made of those bid (by the same real play).

import { createGame } from '../src/index';
import type { GameState, Seat, Settings } from '../src/index';
import type { Strategy } from '../src/ai';
import { makeableSpecials } from './ai-specials';
import { auctionWith, moveOf, playOut } from './special-play';

const CONTRACTS = ['nello', 'splash', 'plunge'] as const;
type Contract = (typeof CONTRACTS)[number];

/** One player's counts for one contract. */
interface Counts {
  bid: number;
  bidOfPays: number;
  madeOfBid: number;
}

/** What one run found: per contract, makeable and paying seat-hands, and each player's counts. */
export interface SpecialBids {
  seatHands: number;
  makeable: Record<Contract, number>;
  pays: Record<Contract, number>;
  players: Record<string, Record<Contract, Counts>>;
}

const noCounts = (): Record<Contract, Counts> =>
  Object.fromEntries(CONTRACTS.map((c) => [c, { bid: 0, bidOfPays: 0, madeOfBid: 0 }])) as Record<
    Contract,
    Counts
  >;

/** The contract `player` makes of `seat`'s hand when first to speak, everyone else passing. */
const chosenContract = (start: GameState, seat: Seat, player: Strategy, seed: number): Contract | null => {
  const state = auctionWith(start, seat, (s) => moveOf(player, s, seed, 0));
  if (state === null || state.phase !== 'trump' || state.contract === null) return null;
  if (state.contract.kind === 'splash' || state.contract.kind === 'plunge') return state.contract.kind;
  if (state.contract.kind !== 'marks' || state.turn !== seat) return null;
  const declared = moveOf(player, state, seed, 1);
  return declared.type === 'select-trump' && declared.trump === 'nello' ? 'nello' : null;
};

/** Runs `deals` deals from `firstSeed` with `players` (by name), real play by `referee`. */
export const benchSpecialBids = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  players: Readonly<Record<string, Strategy>>,
  referee: Strategy,
  progress: (soFar: SpecialBids, deal: number) => void,
): SpecialBids => {
  const result: SpecialBids = {
    seatHands: 0,
    makeable: { nello: 0, splash: 0, plunge: 0 },
    pays: { nello: 0, splash: 0, plunge: 0 },
    players: Object.fromEntries(Object.keys(players).map((name) => [name, noCounts()])),
  };
  for (let deal = 0; deal < deals; deal++) {
    const seed = firstSeed + deal;
    const start = createGame(settings, seed);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      result.seatHands++;
      const makeable = makeableSpecials(start.hands, settings, seat);
      const made = new Map<Contract, boolean>();
      const madeInPlay = (contract: Contract) =>
        made.get(contract) ??
        made.set(contract, playOut(start, seat, contract, referee, seed).outcome!.made).get(contract)!;
      const pays = new Set<Contract>();
      for (const contract of CONTRACTS) {
        if (!makeable.includes(contract)) continue;
        result.makeable[contract]++;
        if (madeInPlay(contract)) {
          pays.add(contract);
          result.pays[contract]++;
        }
      }
      for (const [name, player] of Object.entries(players)) {
        const contract = chosenContract(start, seat, player, seed);
        if (contract === null) continue;
        const counts = result.players[name]![contract];
        counts.bid++;
        counts.bidOfPays += pays.has(contract) ? 1 : 0;
        counts.madeOfBid += madeInPlay(contract) ? 1 : 0;
      }
    }
    progress(result, deal + 1);
  }
  return result;
};

/** The table of a run. */
export const formatSpecialBids = (r: SpecialBids): string => {
  const lines = [
    `Special contracts bid by a seat first to speak, everyone else passing (${r.seatHands} seat-hands):`,
    '| contract | solver-makeable | pays (makeable, made in real play) | player | bid | bid of those that pay | made of those bid |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const contract of CONTRACTS)
    for (const [name, counts] of Object.entries(r.players)) {
      const c = counts[contract];
      const share = r.pays[contract] === 0 ? '-' : `${((100 * c.bidOfPays) / r.pays[contract]).toFixed(0)}%`;
      lines.push(
        `| ${contract} | ${r.makeable[contract]} | ${r.pays[contract]} | ${name} | ${c.bid} | ${c.bidOfPays} (${share}) | ${c.madeOfBid} |`,
      );
    }
  return lines.join('\n');
};
