// How much the offline table's AI may think on this device. The search levels' budgets count
// solver nodes (shared/src/ai/search-level.ts), not milliseconds, so a phone slower than the aim
// takes proportionally longer on every decision and the table waits. Here, in the worker, each
// decision is timed (shared/ never reads a clock), and a decision slower than the aim cuts that
// level's budget in proportion for the rest of the table's life, never below a floor. A seeded
// table (the browser tests) keeps the full budget, so its games repeat move for move. Each cut is
// told (`onCut`), with the lighter table level that fits this device, so the page can say so.
import { AI_LEVEL_NAMES, SEARCH_LEVELS, levelPlayer, searchStrategy } from '@texas42/shared';
import type { Action, AiLevel, PlayerView, SearchLevel } from '@texas42/shared';

/** The time a decision on the full budget should take at most: the aim is a p95 of 300 ms and a
 * max of 600 ms (issue 24), and a decision may spend up to 1.5 budgets on hard deals. */
export const AIM_MS = 250;

/** The least budget a cut leaves: the easy level's, enough for a sensible play. */
export const FLOOR_NODES = 150_000;

/** A level's budget was cut on this device: the level, and the lighter table level whose own
 * budget fits what this device manages within the aim (the Beginner, who does not search, when
 * none does). */
export interface AiPaceCut {
  readonly level: AiLevel;
  readonly lighter: AiLevel;
}

/** A table's AI: `decide` answers a view at a level; `budgetOf` says what a search level may spend
 * now (the level's own budget until a decision was too slow). */
export interface PacedAi {
  readonly decide: (view: PlayerView, level: AiLevel, seed: number) => Action;
  readonly budgetOf: (level: AiLevel) => number | null;
}

/** The search level an AI level plays, or null for a level without search (the heuristic). */
const searchLevelOf = (level: AiLevel): SearchLevel | null =>
  level === 'heuristic' ? null : SEARCH_LEVELS[level];

/** The strongest table level weaker than `level` whose full budget is at most `budget` nodes. */
export const lighterLevel = (level: AiLevel, budget: number): AiLevel => {
  const weaker = AI_LEVEL_NAMES.slice(0, AI_LEVEL_NAMES.indexOf(level)).reverse();
  return weaker.find((name) => (searchLevelOf(name)?.nodeBudget ?? 0) <= budget) ?? 'heuristic';
};

/** The AI paced by `clock` (milliseconds); `paced` false keeps every level's own budget; `onCut`
 * hears every cut. */
export const pacedAi = (
  clock: () => number,
  paced: boolean,
  onCut: (cut: AiPaceCut) => void = () => {},
): PacedAi => {
  const cuts = new Map<AiLevel, number>();
  const budgetOf = (level: AiLevel): number | null =>
    cuts.get(level) ?? searchLevelOf(level)?.nodeBudget ?? null;
  const decide = (view: PlayerView, level: AiLevel, seed: number): Action => {
    const search = searchLevelOf(level);
    const budget = budgetOf(level);
    const player =
      search === null || budget === null || budget === search.nodeBudget
        ? levelPlayer(level)
        : searchStrategy({ ...search, nodeBudget: budget });
    const before = clock();
    const action = player(view, seed) ?? view.validActions[0]!;
    const ms = clock() - before;
    if (paced && budget !== null && ms > AIM_MS && budget > FLOOR_NODES) {
      const cut = Math.max(FLOOR_NODES, Math.floor((budget * AIM_MS) / ms));
      cuts.set(level, cut);
      onCut({ level, lighter: lighterLevel(level, cut) });
    }
    return action;
  };
  return { decide, budgetOf };
};
