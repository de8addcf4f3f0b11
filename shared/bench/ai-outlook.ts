// The bid outlook ("Help me bid" / "Compare trumps") at its own budget: for each of `hands` deals,
// the opening bidder's outlook and the declarer's when naming trump (the first bidder opening at
// 30, the others passing). Reports CPU time per outlook and how many deals each one solved.

import { HOUSE, bid, createGame, execute, getPlayerView, pass } from '../src/index';
import type { GameState, Settings } from '../src/index';
import { bidOutlook } from '../src/ai';
import { quantile } from './ai-report';

const cpuMillis = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The same deal once the first bidder opened at 30 and everyone else passed: trump to name. */
const naming = (state: GameState): GameState => {
  let next = state;
  for (let turn = 0; turn < 4; turn++) {
    const seat = next.turn!;
    const result = execute(next, turn === 0 ? bid(seat, 'points', 30) : pass(seat));
    if (!result.ok) throw new Error(result.error.message);
    next = result.value;
  }
  return next;
};

/** Times `hands` outlooks while bidding and `hands` while naming trump; prints median, p95, max. */
export const benchOutlook = (hands: number, settings: Settings = HOUSE): void => {
  for (let seed = 0; seed < 5; seed++) bidOutlook(getPlayerView(createGame(settings, -seed - 1), 0), seed); // JIT warm-up
  for (const stage of ['bidding', 'naming trump'] as const) {
    const times: number[] = [];
    const deals: number[] = [];
    for (let hand = 0; hand < hands; hand++) {
      const dealt = createGame(settings, 2000 + hand * 7919);
      const state = stage === 'bidding' ? dealt : naming(dealt);
      const view = getPlayerView(state, state.turn);
      const start = cpuMillis();
      const outlook = bidOutlook(view, hand);
      times.push(cpuMillis() - start);
      deals.push(outlook?.deals ?? 0);
    }
    const ms = (q: number) => quantile(times, q).toFixed(1);
    console.log(
      `Bid outlook, ${hands} hands, ${stage}: median ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms (CPU); ` +
        `deals solved: median ${quantile(deals, 0.5)}, min ${quantile(deals, 0)}`,
    );
  }
};
