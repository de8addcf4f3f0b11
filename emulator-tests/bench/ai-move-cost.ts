// The CPU an AI move costs on the server: the decisions the AI seats made in the tables the bench
// played, made again here at each level from the same seat's view (as the functions make them,
// one at a time on one thread), each timed by the process's CPU clock. The positions are the
// real ones of the run; the time is what a function instance spends on its event loop per move.
import { AI_LEVELS, actionsOf, getPlayerView, levelPlayer, recordOf, replay } from '@texas42/shared';
import type { Action, AiLevel, PlayerView, Room } from '@texas42/shared';

/** The decisions an AI takes: bids (and passes), trump, plays. */
const STAGES = ['bid', 'trump', 'play'] as const;
type Stage = (typeof STAGES)[number];

const stageOf = (action: Action): Stage | null =>
  action.type === 'bid' || action.type === 'pass'
    ? 'bid'
    : action.type === 'select-trump'
      ? 'trump'
      : action.type === 'play'
        ? 'play'
        : null;

/** An AI seat's decision in a played game: its stage and the view it decided from. */
interface Decision {
  readonly stage: Stage;
  readonly view: PlayerView;
}

/** Every decision the AI seats of `rooms` made, at most `limit`, taken evenly across the rooms. */
export function aiDecisions(rooms: readonly Room[], limit: number): Decision[] {
  const all: Decision[] = [];
  for (const room of rooms) {
    const game = room.game;
    if (game === null) continue;
    const record = recordOf(game);
    const actions = actionsOf(game);
    actions.forEach((action, index) => {
      const stage = stageOf(action);
      if (stage === null || !('seat' in action) || room.seats[action.seat].kind !== 'ai') return;
      const before = replay(record, actions.slice(0, index));
      if (!before.ok) throw new Error(`The game of ${room.id} does not replay: ${before.error.message}`);
      all.push({ stage, view: getPlayerView(before.value, action.seat) });
    });
  }
  const every = Math.max(1, all.length / limit);
  return all.filter((_, index) => Math.floor(index % every) === 0).slice(0, limit);
}

/** CPU milliseconds of one decision at `level`. */
const cpuMs = (level: AiLevel, view: PlayerView, seed: number): number => {
  const start = process.cpuUsage();
  levelPlayer(level)(view, seed);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** The q-quantile (nearest rank). */
const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
};

/** Requests one function instance takes at once: 2nd gen's default, and functions/src/callable.ts's. */
const CONCURRENCY = { default: 80, chosen: 4 } as const;

/** Prints, per level and stage, the median, p95 and max CPU of the decisions, and for `level` how
 * long a request may wait on one instance's event loop behind the others' decisions with the AI on
 * that loop (arithmetic on these figures; the bench's one-instance part measures it). */
export function printAiMoveCost(decisions: readonly Decision[], level: AiLevel): void {
  const counts = STAGES.map((stage) => `${decisions.filter((d) => d.stage === stage).length} ${stage}`);
  console.log(`CPU an AI move costs, ${decisions.length} AI decisions of the run (${counts.join(', ')}):`);
  for (const { player, label } of AI_LEVELS) {
    const times = decisions.map((d, i) => ({ stage: d.stage, ms: cpuMs(player, d.view, 1000 + i) }));
    const line = (values: number[]) =>
      values.length === 0
        ? 'none'
        : `${quantile(values, 0.5).toFixed(1)} / ${quantile(values, 0.95).toFixed(1)} / ${Math.max(...values).toFixed(1)} ms`;
    const all = times.map((t) => t.ms);
    const mean = all.reduce((sum, ms) => sum + ms, 0) / all.length;
    const stages = STAGES.map(
      (stage) => `${stage} ${line(times.filter((t) => t.stage === stage).map((t) => t.ms))}`,
    );
    console.log(
      `  ${label} (${player}), median / p95 / max: ${stages.join('; ')}; mean ${mean.toFixed(1)} ms`,
    );
    if (player !== level) continue;
    const p95 = quantile(all, 0.95);
    const behind = (requests: number) => `${Math.round((requests - 1) * p95)} ms`;
    console.log(
      `    one instance, ${level}: a request behind the others' decisions (p95 ${p95.toFixed(1)} ms each) waits up to` +
        ` ${behind(CONCURRENCY.default)} at concurrency ${CONCURRENCY.default}, ${behind(CONCURRENCY.chosen)} at ${CONCURRENCY.chosen}`,
    );
  }
}
