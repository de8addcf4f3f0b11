// A seated client playing from its own view document, as a person with the web app would: on each
// new view that offers it moves it picks one at random and sends it, possibly several times at once
// (a double tap, a flaky network's retry). Agreements can wait at a barrier so that every human at
// the table taps "Next" at the same instant. Every send is recorded with what came back.
import type { Action, PlayerView, ResponseOf } from '@texas42/shared';
import { moveRequest } from '@texas42/shared';
import type { Barrier } from './barrier';
import type { Outcome } from './player';
import type { Member } from './table';

/** How the copies of one move carry the version: with it, without it (the engine alone decides). */
export const COPY_STYLES = [
  ['version'],
  ['version', 'none'],
  ['version', 'version'],
  ['none', 'none'],
] as const;
export type CopyStyle = (typeof COPY_STYLES)[number];

/** One move a client meant to make, sent one or more times at once. */
export interface Submission {
  readonly action: Action;
  /** The view version the move was chosen from. */
  readonly version: number;
  readonly style: CopyStyle;
  readonly outcomes: readonly Outcome[];
  /** Milliseconds from sending to the caller's view showing the new version (successes only). */
  readonly latencyMs: number | null;
}

/** How a seat plays. */
export interface SeatPlan {
  readonly random: () => number;
  /** True once the seat should stop (checked on every view it receives). */
  readonly done: (view: PlayerView) => boolean;
  /** How each move is sent. */
  readonly style: (action: Action, random: () => number) => CopyStyle;
  /** Agreements wait here until every human at the table is ready. */
  readonly barrier?: Barrier;
  readonly timeoutMs?: number;
}

const newVersionOf = (outcome: Outcome): number | null =>
  outcome.ok ? (outcome.data as ResponseOf<'agree'>).version : null;

/** Plays `member`'s seat until `plan.done`; returns every move it sent. */
export async function driveSeat(roomId: string, member: Member, plan: SeatPlan): Promise<Submission[]> {
  const submissions: Submission[] = [];
  const timeoutMs = plan.timeoutMs ?? 60_000;
  let acted = -1;
  for (;;) {
    await member.feed.until(
      (v) => v.version > acted && (v.view.validActions.length > 0 || plan.done(v.view)),
      timeoutMs,
    );
    const { view, version } = member.feed.latest()!;
    if (plan.done(view)) return submissions;
    if (view.validActions.length === 0) {
      acted = version; // an older view offered moves; wait for one newer than this
      continue;
    }
    const action = view.validActions[Math.floor(plan.random() * view.validActions.length)]!;
    if (action.type === 'agree' && plan.barrier)
      await plan.barrier.arrive(`${view.handNumber}:${view.tricks.length}:${action.to}`);
    const style = plan.style(action, plan.random);
    const sent = performance.now();
    const outcomes = await Promise.all(
      style.map((copy) => {
        const { callable, payload } = moveRequest(action, roomId, copy === 'version' ? version : undefined)!;
        return member.player.call(callable, payload);
      }),
    );
    const committed = Math.max(-1, ...outcomes.map(newVersionOf).filter((v) => v !== null));
    let latencyMs: number | null = null;
    if (committed >= 0) {
      const shown = await member.feed.until((v) => v.version >= committed, timeoutMs);
      latencyMs = shown.at - sent;
    }
    submissions.push({ action, version, style, outcomes, latencyMs });
    acted = Math.max(version, committed - 1);
  }
}
