// `npm run bench:ai -- --only=fusion-reach`: how much of the Expert's card play picking its next
// play once for the deals alike could change (fused-play.ts). The Expert plays one hand of each
// deal at every seat; at each of its plays with a choice, while the contract is still open, the
// fused search also decides (on four times the Expert's budget, as expert-fused-4x plays), and the
// table counts by stage how often its pick differs from what plain sampling picks on the very same
// deals, how often it lowered some play's worth at all, and how many different looks the seat's
// next turn took for each play over how many deals.

import { createGame, validActions } from '../src/index';
import type { Settings } from '../src/index';
import { getPlayerView } from '../src/view';
import type { Strategy } from '../src/ai';
import { knowledgeFrom } from '../src/ai/knowledge';
import type { KnowledgeIn } from '../src/ai/knowledge';
import { Rng } from '../src/ai/rng';
import { FUSED_LEVEL, fusedPlay } from './fused-play';
import { apply, moveOf } from './special-play';

const STAGES = ['trick 1', 'tricks 2-4', 'tricks 5-7'] as const;

/** One stage's tally. */
interface Reach {
  decisions: number;
  differ: number;
  lowered: number;
  samples: number;
  looks: number;
  plays: number;
}

const stageOf = (tricks: number) => (tricks === 0 ? 0 : tricks < 4 ? 1 : 2);

/** The table of what fusion reaches over one hand of each of `deals` deals from `firstSeed`. */
export const fusionReach = (
  deals: number,
  settings: Settings,
  firstSeed: number,
  player: Strategy,
): string => {
  const reach: Reach[] = STAGES.map(() => ({
    decisions: 0,
    differ: 0,
    lowered: 0,
    samples: 0,
    looks: 0,
    plays: 0,
  }));
  for (let seed = firstSeed; seed < firstSeed + deals; seed++) {
    let state = createGame(settings, seed);
    for (let step = 0; state.outcome === null; step++) {
      const action = state.turn === null ? validActions(state)[0]! : moveOf(player, state, seed, step);
      if (state.phase === 'playing') {
        const k = knowledgeFrom(getPlayerView(state, state.turn!)) as KnowledgeIn<'playing'>;
        const choice = fusedPlay(k, new Rng((seed * 977 + step * 131) | 0), FUSED_LEVEL);
        if (choice !== null) {
          const tally = reach[stageOf(k.tricks.length)]!;
          tally.decisions++;
          if (choice.action.domino !== choice.plain.domino) tally.differ++;
          if (choice.lowered) tally.lowered++;
          tally.samples += choice.samples;
          tally.looks += choice.looks;
          tally.plays += k.validActions.length;
        }
      }
      state = apply(state, action);
    }
  }
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  return reach
    .map(
      ({ decisions, differ, lowered, samples, looks, plays }, i) =>
        `  ${STAGES[i]!.padEnd(10)} ${String(decisions).padStart(6)} decisions: the pick differs at ` +
        `${percent(differ, decisions)}, some play's worth lowered at ${percent(lowered, decisions)}; ` +
        `${(looks / plays).toFixed(1)} looks a play over ${(samples / decisions).toFixed(1)} deals`,
    )
    .join('\n');
};
