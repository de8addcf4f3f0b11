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
//   "Made over the real deal" is known only after the deal; the seat bids before. With
// `--redeals=N` each solver-makeable contract is also weighed as the seat sees it
// (special-worth.ts): its mean marks over N deals of the other hands, against the bid the first
// player makes without nello, splash and plunge over the same deals. A second table gives those
// that pay in expected marks, each player's bids of them, and the mean marks of each contract and
// of the bid made instead.
//   Sixteen deals are few for a contract made about one time in three: its mean marks carry a
// standard error near half a mark, so some contracts "pay" by the luck of their deals alone. With
// `--reweigh=M` each contract that paid is weighed again over M fresh deals of the other hands;
// a third table says whether they still pay, which tells a contract worth bidding from a lucky one.

import { createGame } from '../src/index';
import type { GameState, Seat, Settings } from '../src/index';
import type { Strategy } from '../src/ai';
import { makeableSpecials } from './ai-specials';
import { auctionWith, moveOf, playOut } from './special-play';
import { specialWorth } from './special-worth';

const CONTRACTS = ['nello', 'splash', 'plunge'] as const;
type Contract = (typeof CONTRACTS)[number];

/** One player's counts for one contract. */
interface Counts {
  bid: number;
  bidOfPays: number;
  madeOfBid: number;
  /** Bids of the contracts that pay in expected marks. */
  bidOfWorth: number;
}

/** Per contract, over the solver-makeable seat-hands weighed in expected marks. */
interface Weighed {
  hands: number;
  pays: number;
  /** Sums of the contract's mean marks and of the bid made instead. */
  marks: number;
  instead: number;
  /** Sums over those that pay, of the contract's mean marks and the bid's instead. */
  paidMarks: number;
  paidInstead: number;
  /** Those that pay weighed again over fresh deals: how many still pay, and the same sums. */
  again: { pays: number; marks: number; instead: number };
}

/** What one run found: per contract, makeable and paying seat-hands, and each player's counts. */
export interface SpecialBids {
  seatHands: number;
  makeable: Record<Contract, number>;
  pays: Record<Contract, number>;
  /** Redeals a makeable contract is weighed over (0: not weighed), and a paying one again (0: not). */
  redeals: number;
  reweigh: number;
  weighed: Record<Contract, Weighed>;
  players: Record<string, Record<Contract, Counts>>;
}

const noCounts = (): Record<Contract, Counts> =>
  Object.fromEntries(
    CONTRACTS.map((c) => [c, { bid: 0, bidOfPays: 0, madeOfBid: 0, bidOfWorth: 0 }]),
  ) as Record<Contract, Counts>;

/** The contract `player` makes of `seat`'s hand when first to speak, everyone else passing. */
const chosenContract = (start: GameState, seat: Seat, player: Strategy, seed: number): Contract | null => {
  const state = auctionWith(start, seat, (s) => moveOf(player, s, seed, 0));
  if (state === null || state.phase !== 'trump' || state.contract === null) return null;
  if (state.contract.kind === 'splash' || state.contract.kind === 'plunge') return state.contract.kind;
  if (state.contract.kind !== 'marks' || state.turn !== seat) return null;
  const declared = moveOf(player, state, seed, 1);
  return declared.type === 'select-trump' && declared.trump === 'nello' ? 'nello' : null;
};

const noWeighed = (): Weighed => ({
  hands: 0,
  pays: 0,
  marks: 0,
  instead: 0,
  paidMarks: 0,
  paidInstead: 0,
  again: { pays: 0, marks: 0, instead: 0 },
});

/** Where the fresh deals of a second weighing are drawn from: seeds no deal of a run starts at. */
const FRESH = 1_000_000_007;

/** Runs `deals` deals from `firstSeed` with `players` (by name), real play by `referee`; with
 * `redeals` over 0, each makeable contract is weighed in expected marks, `weigher` bidding. */
export const benchSpecialBids = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  players: Readonly<Record<string, Strategy>>,
  referee: Strategy,
  weighing: { redeals: number; reweigh: number; weigher: Strategy },
  progress: (soFar: SpecialBids, deal: number) => void,
): SpecialBids => {
  const result: SpecialBids = {
    seatHands: 0,
    makeable: { nello: 0, splash: 0, plunge: 0 },
    pays: { nello: 0, splash: 0, plunge: 0 },
    redeals: weighing.redeals,
    reweigh: weighing.reweigh,
    weighed: { nello: noWeighed(), splash: noWeighed(), plunge: noWeighed() },
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
      const makeableHere = CONTRACTS.filter((contract) => makeable.includes(contract));
      for (const contract of makeableHere) {
        result.makeable[contract]++;
        if (madeInPlay(contract)) {
          pays.add(contract);
          result.pays[contract]++;
        }
      }
      const worthy = new Set<Contract>();
      if (weighing.redeals > 0 && makeableHere.length > 0) {
        const worth = specialWorth(
          start,
          seat,
          makeableHere,
          weighing.weigher,
          referee,
          seed,
          weighing.redeals,
        );
        for (const [contract, { contract: marks, instead }] of worth) {
          const weighed = result.weighed[contract];
          weighed.hands++;
          weighed.marks += marks;
          weighed.instead += instead;
          if (marks > instead) {
            weighed.pays++;
            weighed.paidMarks += marks;
            weighed.paidInstead += instead;
            worthy.add(contract);
          }
        }
        if (weighing.reweigh > 0 && worthy.size > 0) {
          const again = specialWorth(
            start,
            seat,
            [...worthy],
            weighing.weigher,
            referee,
            seed + FRESH,
            weighing.reweigh,
          );
          for (const [contract, { contract: marks, instead }] of again) {
            const tally = result.weighed[contract].again;
            tally.pays += marks > instead ? 1 : 0;
            tally.marks += marks;
            tally.instead += instead;
          }
        }
      }
      for (const [name, player] of Object.entries(players)) {
        const contract = chosenContract(start, seat, player, seed);
        if (contract === null) continue;
        const counts = result.players[name]![contract];
        counts.bid++;
        counts.bidOfPays += pays.has(contract) ? 1 : 0;
        counts.madeOfBid += madeInPlay(contract) ? 1 : 0;
        counts.bidOfWorth += worthy.has(contract) ? 1 : 0;
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
  if (r.redeals === 0) return lines.join('\n');
  lines.push(
    `The same contracts weighed as the seat sees them: mean marks over ${r.redeals} deals of the other hands, against the bid made without nello, splash and plunge over the same deals:`,
    '| contract | solver-makeable, weighed | mean marks of the contract | of the bid instead | pays in expected marks | player | bid of those that pay |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  const mean = (sum: number, n: number) => (n === 0 ? '-' : (sum / n).toFixed(2));
  for (const contract of CONTRACTS)
    for (const [name, counts] of Object.entries(r.players)) {
      const w = r.weighed[contract];
      const share = w.pays === 0 ? '-' : `${((100 * counts[contract].bidOfWorth) / w.pays).toFixed(0)}%`;
      lines.push(
        `| ${contract} | ${w.hands} | ${mean(w.marks, w.hands)} | ${mean(w.instead, w.hands)} | ${w.pays} | ${name} | ${counts[contract].bidOfWorth} (${share}) |`,
      );
    }
  if (r.reweigh === 0) return lines.join('\n');
  lines.push(
    `Those that paid, weighed again over ${r.reweigh} fresh deals of the other hands:`,
    '| contract | paid over the first deals | their mean marks there | of the bid instead there | mean marks over the fresh deals | of the bid instead | still pay |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const contract of CONTRACTS) {
    const { pays, paidMarks, paidInstead, again } = r.weighed[contract];
    lines.push(
      `| ${contract} | ${pays} | ${mean(paidMarks, pays)} | ${mean(paidInstead, pays)} | ${mean(again.marks, pays)} | ${mean(again.instead, pays)} | ${again.pays} |`,
    );
  }
  return lines.join('\n');
};
