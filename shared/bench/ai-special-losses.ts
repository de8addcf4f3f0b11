// `npm run bench:ai -- --only=special-losses`: where real play loses the splashes and plunges the
// exact solver makes. For each seat-hand with the doubles for the contract whose partner could name
// some trump and take every trick over the real deal (ai-specials.ts), the seat bids it first to
// speak, everyone else passes, and the player plays all four seats (special-play.ts). After each
// move of the bidders' side the solver, every hand face up, says whether every trick can still be
// taken; the first move after which it cannot lost the contract: the trump the partner named, or a
// lead or a follow by the bidder or the partner. The defenders cannot lose it for them: the solver
// already gives them their best play. The table says which of the bidders' decisions to improve
// before splash and plunge can pay (search-level.ts: real play makes too few of them to bid).

import { createGame, partnerOf, playModeOf, teamOf, validActions } from '../src/index';
import type { Action, GameState, Seat, Settings } from '../src/index';
import type { Strategy } from '../src/ai';
import { canReach } from '../src/ai/solver';
import type { ArenaPlayer } from './ai-arena';
import { makeableSpecials } from './ai-specials';
import { apply, playOut } from './special-play';

const CONTRACTS = ['splash', 'plunge'] as const;
type Contract = (typeof CONTRACTS)[number];

/** The decisions of the bidders' side that can lose an all-tricks contract. */
const LOSSES = ['trump', "partner's lead", "partner's follow", "bidder's lead", "bidder's follow"] as const;
type Loss = (typeof LOSSES)[number];

/** One contract's counts. */
interface Tally {
  makeable: number;
  made: number;
  lostBy: Record<Loss, number>;
}

const noTally = (): Tally => ({
  makeable: 0,
  made: 0,
  lostBy: Object.fromEntries(LOSSES.map((loss) => [loss, 0])) as Record<Loss, number>,
});

/** The table past a finished trick (every seat agreed, the trick taken in), so its points are
 * counted. */
const settled = (table: GameState): GameState => {
  let state = table;
  while (state.phase === 'trick-complete') state = apply(state, validActions(state)[0]!);
  return state;
};

/** Whether the bidders can still take every trick, every hand face up. */
const everyTrickLeft = (table: GameState): boolean => {
  const state = settled(table);
  if (state.outcome !== null) return state.outcome.made;
  if (state.phase !== 'playing') return true;
  const bidders = teamOf(state.contract.bidder);
  if (state.points[1 - bidders]! > 0) return false;
  const position = {
    mode: playModeOf(state.trump, state.settings),
    hands: state.hands,
    trick: state.trick,
    leader: state.trick.length > 0 ? state.trick[0]!.seat : state.turn,
    sittingOut: null,
  };
  const left = 42 - state.points[0]! - state.points[1]!;
  return canReach(position, { scorer: bidders, maximizer: bidders }, left) === true;
};

/** Which decision `action` was, made at `before` by the bidders' side of `bidder`. */
const lossOf = (before: GameState, action: Action, bidder: Seat): Loss => {
  if (action.type === 'select-trump') return 'trump';
  const who = before.turn === bidder ? 'bidder' : 'partner';
  return `${who}'s ${before.trick.length === 0 ? 'lead' : 'follow'}` as Loss;
};

/** The decision that lost `contract` bid by `seat`, or null when real play made it. */
const lostAt = (
  start: GameState,
  seat: Seat,
  contract: Contract,
  player: Strategy,
  seed: number,
): Loss | null => {
  const ours = new Set([seat, partnerOf(seat)]);
  let loss: Loss | null = null;
  const end = playOut(start, seat, contract, player, seed, (before, action, after) => {
    if (loss !== null || before.turn === null || !ours.has(before.turn)) return;
    if (before.phase !== 'trump' && before.phase !== 'playing') return;
    if (!everyTrickLeft(after)) loss = lossOf(before, action, seat);
  });
  if (end.outcome!.made) return null;
  if (loss === null)
    throw new Error(`seed ${seed}, seat ${seat}: ${contract} lost with every trick in reach`);
  return loss;
};

/** Runs `deals` deals from `firstSeed`, `player` at every seat (a bench player that sees hands
 * it should not is shown the real deal's). */
export const specialLosses = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  arenaPlayer: ArenaPlayer,
): Record<Contract, Tally> => {
  const tallies = { splash: noTally(), plunge: noTally() };
  for (let deal = 0; deal < deals; deal++) {
    const seed = firstSeed + deal;
    const start = createGame(settings, seed);
    const player: Strategy = (view, moveSeed) => arenaPlayer(view, moveSeed, start.hands);
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const makeable = makeableSpecials(start.hands, settings, seat);
      for (const contract of CONTRACTS) {
        if (!makeable.includes(contract)) continue;
        const tally = tallies[contract];
        tally.makeable++;
        const loss = lostAt(start, seat, contract, player, seed);
        if (loss === null) tally.made++;
        else tally.lostBy[loss]++;
      }
    }
  }
  return tallies;
};

/** The table of a run. */
export const formatSpecialLosses = (tallies: Record<Contract, Tally>): string => {
  const lines = [
    `| contract | solver-makeable | made in real play | lost by: ${LOSSES.join(' | ')} |`,
    `| --- | --- | --- | ${LOSSES.map(() => '---').join(' | ')} |`,
  ];
  for (const contract of CONTRACTS) {
    const { makeable, made, lostBy } = tallies[contract];
    lines.push(`| ${contract} | ${makeable} | ${made} | ${LOSSES.map((loss) => lostBy[loss]).join(' | ')} |`);
  }
  return lines.join('\n');
};
