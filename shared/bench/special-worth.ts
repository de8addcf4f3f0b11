// What a special contract is worth to the seat that bids it, in expected marks. The seat cannot
// tell the real deal from any other that gives it the same hand, so the contract is played out
// over deals of the other three hands shuffled afresh, the seat's own hand kept. Beside it, the
// same deals are played with the bid the player makes when none of nello, splash and plunge is
// open to it. A contract "pays" when it wins more marks on average than that bid: what issue 24
// asks of the bidding ("bid when they pay in expected marks"), read before the deal is known
// rather than after it (ai-special-bids.ts's other column: made over the real deal).

import { ALL_DOMINOES, dominoesIn, setOf, teamOf } from '../src/index';
import type { Action, BySeat, DominoSet, GameState, Seat } from '../src/index';
import type { Strategy } from '../src/ai';
import { Rng } from '../src/ai/rng';
import { handWith, moveOf, playOut } from './special-play';
import type { SpecialContract } from './special-play';

/** A special contract's mean marks for the seat's team, and the mean of the bid made instead. */
interface Worth {
  readonly contract: number;
  readonly instead: number;
}

/** `start` with the other three hands shuffled afresh by `rng`, `seat`'s hand kept. */
const redealt = (start: GameState, seat: Seat, rng: Rng): GameState => {
  const rest = dominoesIn(ALL_DOMINOES & ~start.hands[seat]!);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const others = ([0, 1, 2, 3] as Seat[]).filter((s) => s !== seat);
  const hands = [...start.hands] as DominoSet[];
  others.forEach((s, i) => (hands[s] = setOf(rest.slice(7 * i, 7 * i + 7))));
  return { ...start, hands: hands as unknown as BySeat<DominoSet> };
};

/** Whether `action` bids splash or plunge, or names nello: the contracts weighed here (sevens,
 * which the benches do not weigh, stays open). */
const special = (action: Action): boolean =>
  (action.type === 'bid' && (action.kind === 'splash' || action.kind === 'plunge')) ||
  (action.type === 'select-trump' && action.trump === 'nello');

/** `player` with nello, splash and plunge taken out of what it may choose. */
const withoutSpecials =
  (player: Strategy): Strategy =>
  (view, seed) =>
    player({ ...view, validActions: view.validActions.filter((action) => !special(action)) }, seed);

/** The marks of the hand for `seat`'s team, less the other team's. */
const marksFor = (end: GameState, seat: Seat): number => {
  const [ours, theirs] = teamOf(seat) === 0 ? [0, 1] : [1, 0];
  return end.outcome!.marks[ours]! - end.outcome!.marks[theirs]!;
};

/** Each of `contracts`' worth to `seat` over `redeals` deals of the other hands, with the bid
 * `player` makes without them over the same deals; `referee` plays every other move. */
export const specialWorth = (
  start: GameState,
  seat: Seat,
  contracts: readonly SpecialContract[],
  player: Strategy,
  referee: Strategy,
  seed: number,
  redeals: number,
): Map<SpecialContract, Worth> => {
  const rng = new Rng(seed * 4 + seat);
  const deals = Array.from({ length: redeals }, () => redealt(start, seat, rng));
  const playSeed = (i: number) => seed + 1_000_003 * (i + 1);
  const plain = withoutSpecials(player);
  // A pass is worth 0 marks: everyone else passes too, and the hand is dealt again.
  const insteadOn = (deal: GameState, dealSeed: number) => {
    const own = (state: GameState, step: number) => moveOf(plain, state, dealSeed, step);
    const end = handWith(deal, seat, own, referee, dealSeed);
    return end === null ? 0 : marksFor(end, seat);
  };
  const instead = deals.reduce((sum, deal, i) => sum + insteadOn(deal, playSeed(i)), 0);
  return new Map(
    contracts.map((contract) => {
      const marks = deals.reduce(
        (sum, deal, i) => sum + marksFor(playOut(deal, seat, contract, referee, playSeed(i)), seat),
        0,
      );
      return [contract, { contract: marks / redeals, instead: instead / redeals }];
    }),
  );
};
