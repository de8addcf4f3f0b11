import { HOUSE, SEARCH_LEVELS, createGame, getPlayerView, levelPlayer } from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { AIM_MS, FLOOR_NODES, lighterLevel, pacedAi } from './ai-pace';
import type { AiPaceCut } from './ai-pace';

/** The first bidder's view of a fresh house game. */
const firstView = (seed: number): PlayerView => {
  const state = createGame(HOUSE, seed);
  return getPlayerView(state, state.turn!);
};

/** A clock that moves `ms` forward on every second reading (each decision reads it twice). */
const steppingClock = (ms: () => number) => {
  let now = 0;
  let reads = 0;
  return () => (reads++ % 2 === 1 ? (now += ms()) : now);
};

describe('the offline AI kept within the aim on a slow device', () => {
  it('keeps the level budget while decisions are quick', () => {
    const ai = pacedAi(
      steppingClock(() => AIM_MS - 1),
      true,
    );
    ai.decide(firstView(1), 'expert', 5);
    expect(ai.budgetOf('expert')).toBe(SEARCH_LEVELS.expert.nodeBudget);
  });

  it('cuts a level budget in proportion after a slow decision, down to the floor', () => {
    let took = 2 * AIM_MS;
    const ai = pacedAi(
      steppingClock(() => took),
      true,
    );
    ai.decide(firstView(2), 'expert', 5);
    expect(ai.budgetOf('expert')).toBe(SEARCH_LEVELS.expert.nodeBudget / 2);
    expect(ai.budgetOf('hard')).toBe(SEARCH_LEVELS.hard.nodeBudget);
    took = 100 * AIM_MS;
    ai.decide(firstView(3), 'expert', 5);
    expect(ai.budgetOf('expert')).toBe(FLOOR_NODES);
  });

  it('keeps every budget at a seeded table, so its games repeat', () => {
    const ai = pacedAi(
      steppingClock(() => 10 * AIM_MS),
      false,
    );
    ai.decide(firstView(4), 'expert', 5);
    expect(ai.budgetOf('expert')).toBe(SEARCH_LEVELS.expert.nodeBudget);
  });

  it('plays the same move as the level itself on the full budget', () => {
    const ai = pacedAi(() => 0, true);
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const view = firstView(seed);
      expect(ai.decide(view, 'medium', seed)).toEqual(levelPlayer('medium')(view, seed));
    }
  });

  it('tells each cut, with the lighter level that fits the budget left', () => {
    // A decision a tenth too slow cuts Hard's budget by about a tenth.
    let took = 1.1 * AIM_MS;
    const cuts: AiPaceCut[] = [];
    const ai = pacedAi(
      steppingClock(() => took),
      true,
      (cut) => cuts.push(cut),
    );
    ai.decide(firstView(5), 'hard', 5);
    // What is left is more than Medium's own budget: Medium answers in time here.
    expect(cuts).toEqual([{ level: 'hard', lighter: 'medium' }]);
    took = 10 * AIM_MS;
    ai.decide(firstView(6), 'hard', 5);
    expect(cuts.at(-1)).toEqual({ level: 'hard', lighter: 'heuristic' });
    // The Expert thinks on less than Medium (search-level.ts), so a cut of it offers the Beginner.
    ai.decide(firstView(7), 'expert', 5);
    expect(cuts.at(-1)).toEqual({ level: 'expert', lighter: 'heuristic' });
  });

  it('tells nothing while decisions are quick, or at a seeded table', () => {
    const cuts: AiPaceCut[] = [];
    pacedAi(
      steppingClock(() => AIM_MS),
      true,
      (cut) => cuts.push(cut),
    ).decide(firstView(7), 'medium', 5);
    pacedAi(
      steppingClock(() => 10 * AIM_MS),
      false,
      (cut) => cuts.push(cut),
    ).decide(firstView(8), 'medium', 5);
    expect(cuts).toEqual([]);
  });

  it('names a lighter level only below the one cut', () => {
    expect(lighterLevel('expert', SEARCH_LEVELS.hard.nodeBudget)).toBe('hard');
    expect(lighterLevel('expert', SEARCH_LEVELS.medium.nodeBudget)).toBe('medium');
    expect(lighterLevel('hard', SEARCH_LEVELS.hard.nodeBudget)).toBe('medium');
    expect(lighterLevel('medium', SEARCH_LEVELS.medium.nodeBudget - 1)).toBe('heuristic');
  });

  it('has no budget for the Beginner, who does not search', () => {
    const ai = pacedAi(() => 0, true);
    expect(ai.budgetOf('heuristic')).toBeNull();
  });
});
