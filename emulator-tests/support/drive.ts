// A seated client playing from its own view document, as a person with the web app would: on each
// new view that offers it moves it picks one at random and sends it, possibly several times at once
// (a double tap, a flaky network's retry). Agreements can wait at a barrier so that every human at
// the table taps "Next" at the same instant. Every send is recorded with what came back.
// A call can be lost on a loaded machine (the functions emulator drops a request whose worker is
// slow to start), and a listener can fall behind: when every copy of a move failed, or a wait runs
// out, the seat reads the stored room (the truth) and sends the move again only if the room is
// still at the version the move was chosen from; a room that moved on means someone else moved
// (or the move landed), and the seat carries on from there.
import type { Firestore } from 'firebase-admin/firestore';
import type { Action, PlayerView, ResponseOf } from '@texas42/shared';
import { actionsOf, moveRequest, sameAction } from '@texas42/shared';
import { roomLine, storedGame, storedRoom } from './admin';
import type { Barrier } from './barrier';
import type { Outcome } from './player';
import { logPositionOf } from './privacy-scan';
import type { Member } from './table';
import type { ReceivedView } from './view-feed';

/** How the copies of one move carry the version: with it, without it (the engine alone decides). */
export const COPY_STYLES = [
  ['version'],
  ['version', 'none'],
  ['version', 'version'],
  ['none', 'none'],
] as const;
export type CopyStyle = (typeof COPY_STYLES)[number];

/** A move sent again, the stored room still at its version: why, and what came back. */
interface Resend {
  /** The failure that prompted it: every copy's error code (e.g. `deadline-exceeded`). */
  readonly reason: string;
  readonly outcome: Outcome;
}

/** One move a client meant to make, sent one or more times at once. */
export interface Submission {
  readonly action: Action;
  /** The view version the move was chosen from. */
  readonly version: number;
  readonly style: CopyStyle;
  readonly outcomes: readonly Outcome[];
  /** The move sent again, one copy at a time, after every earlier send failed. */
  readonly resends: readonly Resend[];
  /** Waits that ran out and were waited again, each with the stored room's version beside the
   * view's: for the view the move was chosen from, or for its result (a seat's waits after its
   * last move are not kept). */
  readonly lateViews: readonly string[];
  /** Milliseconds from sending to the caller's view showing the new version (successes only). */
  readonly latencyMs: number | null;
  /** The room took the move though no call brought an answer (each ran out of time, say): the
   * stored log holds it after the position the move was chosen at. */
  readonly landedUnanswered: boolean;
}

/** True when the room took the move: one of its first copies, a resend, or a call whose answer
 * was lost. */
export const wasAccepted = (submission: Submission): boolean =>
  submission.outcomes.some((outcome) => outcome.ok) ||
  submission.resends.some((resend) => resend.outcome.ok) ||
  submission.landedUnanswered;

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

/** How many times a move is sent again before the seat gives up. */
const MAX_RESENDS = 3;
/** How many waits in a row may run out before the seat gives up. */
const MAX_WAITS = 3;

const newVersionOf = (outcome: Outcome): number | null =>
  outcome.ok ? (outcome.data as ResponseOf<'agree'>).version : null;

/** The actions the stored game logged from log position `position` on. */
const loggedSince = async (db: Firestore, roomId: string, position: number): Promise<readonly Action[]> =>
  actionsOf(await storedGame(db, roomId)).slice(position);

/** Why a send failed: its copies' error codes. */
const failureOf = (outcomes: readonly Outcome[]): string =>
  outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).join(',');

/** Plays `member`'s seat until `plan.done`, reading the stored room from `db` when a call or a
 * wait fails; returns every move it sent. */
export async function driveSeat(
  db: Firestore,
  roomId: string,
  member: Member,
  plan: SeatPlan,
): Promise<Submission[]> {
  const submissions: Submission[] = [];
  const timeoutMs = plan.timeoutMs ?? 60_000;
  const storedVersion = async () => (await storedRoom(db, roomId)).version;
  /** The stored room beside the seat's newest view, so a wait that ran out says which side is behind. */
  const storedTruth = async () =>
    `${roomLine(await storedRoom(db, roomId))}; view v${member.feed.latest()?.version ?? '-'}`;

  /** The first view passing `test`; a wait that runs out is noted in `late` (with the stored
   * room's version beside the view's) and waited again, up to MAX_WAITS in all. */
  const viewWhere = async (test: (view: ReceivedView) => boolean, late: string[]) => {
    for (let wait = 1; ; wait++) {
      try {
        return await member.feed.until(test, timeoutMs);
      } catch (error) {
        const truth = await storedTruth();
        if (wait === MAX_WAITS) throw new Error(`${(error as Error).message} (${wait} waits; ${truth})`);
        late.push(truth);
      }
    }
  };

  let acted = -1;
  let lateViews: string[] = [];
  for (;;) {
    await viewWhere(
      (v) =>
        v.version > acted &&
        (v.view.validActions.length > 0 || v.view.phase === 'game-over' || plan.done(v.view)),
      lateViews,
    );
    const { view, version } = member.feed.latest()!;
    if (plan.done(view)) return submissions;
    // A game over offers nobody a move: the seat would wait for ever for what its plan is waiting for.
    if (view.phase === 'game-over')
      throw new Error(`the game ended (marks ${view.marks.join('-')}) before this seat's plan was done`);
    if (view.validActions.length === 0) {
      acted = version; // an older view offered moves; wait for one newer than this
      continue;
    }
    const action = view.validActions[Math.floor(plan.random() * view.validActions.length)]!;
    if (action.type === 'agree' && plan.barrier)
      await plan.barrier.arrive(`${view.handNumber}:${view.tricks.length}:${action.to}`);
    const style = plan.style(action, plan.random);
    const send = (copy: CopyStyle[number]) => {
      const { callable, payload } = moveRequest(action, roomId, copy === 'version' ? version : undefined)!;
      return member.player.call(callable, payload);
    };
    const sent = performance.now();
    const outcomes = await Promise.all(style.map(send));
    // Every copy failed: sent again while the stored room is still where the move was chosen (a
    // stale refusal, or a move that landed with its answer lost, shows as a newer room).
    const resends: Resend[] = [];
    let last: readonly Outcome[] = outcomes;
    while (!last.some((outcome) => outcome.ok) && (await storedVersion()) === version) {
      if (resends.length === MAX_RESENDS)
        throw new Error(
          `${JSON.stringify(action)} at v${version} failed ${MAX_RESENDS + 1} times: ${failureOf(last)}`,
        );
      const outcome = await send('version');
      resends.push({ reason: failureOf(last), outcome });
      last = [outcome];
    }
    const answers = [...outcomes, ...resends.map((resend) => resend.outcome)];
    // No call was answered and the room moved on: someone else moved, or the move landed and every
    // answer was lost (on a loaded machine a call can outlast the web SDK's 70 s). The stored log
    // says which.
    const landedUnanswered =
      !answers.some((outcome) => outcome.ok) &&
      answers.some((outcome) => !outcome.ok && outcome.code === 'deadline-exceeded') &&
      (await loggedSince(db, roomId, logPositionOf(view))).some((logged) => sameAction(logged, action));
    const committed = Math.max(-1, ...answers.map(newVersionOf).filter((v) => v !== null));
    let latencyMs: number | null = null;
    if (committed >= 0) {
      const shown = await viewWhere((v) => v.version >= committed, lateViews);
      latencyMs = shown.at - sent;
    }
    submissions.push({ action, version, style, outcomes, resends, lateViews, latencyMs, landedUnanswered });
    lateViews = [];
    acted = Math.max(version, committed - 1);
  }
}

/** One line on what the seats had to recover from: the calls sent again (by the failure that
 * prompted each) and the waits for a view that ran out (the first few with the stored room's
 * version beside the view's). */
export function recoverySummary(submissions: readonly Submission[]): string {
  const byReason = new Map<string, number>();
  for (const { reason } of submissions.flatMap((submission) => submission.resends))
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const resent = [...byReason.values()].reduce((sum, n) => sum + n, 0);
  const why = [...byReason].map(([reason, n]) => `${n} after ${reason}`).join(', ');
  const late = submissions.flatMap((submission) => submission.lateViews);
  return (
    `${resent} calls sent again of ${submissions.length} moves${resent > 0 ? ` (${why})` : ''};` +
    ` ${late.length} waits for a view ran out and were waited again` +
    (late.length > 0 ? ` (${late.slice(0, 3).join('; ')}${late.length > 3 ? '; ...' : ''})` : '')
  );
}
