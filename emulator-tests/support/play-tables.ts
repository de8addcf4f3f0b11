// Plays tables of human clients (and AI seats) through the callables, several tables at a time,
// each human choosing random valid moves from their own view document. Returns what each table
// did: every move sent and its outcomes, every view each member received, and the stored room.
import type { Firestore } from 'firebase-admin/firestore';
import type { Action, Joining, PlayerView, Room, Seat } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { roomLine, storedRoom } from './admin';
import { barrier } from './barrier';
import type { Round } from './barrier';
import type { CopyStyle, Submission } from './drive';
import { driveSeat } from './drive';
import { logPositionOf } from './privacy-scan';
import type { ReceivedView } from './view-feed';
import { openTable } from './table';
import type { Table, TableSetup } from './table';

/** One member's record of a played table. */
interface MemberRecord {
  readonly uid: string;
  readonly seat: Seat | null;
  readonly coaching: Seat | null;
  readonly submissions: readonly Submission[];
  readonly views: readonly ReceivedView[];
}

/** A played table. */
export interface PlayedTable {
  readonly roomId: string;
  /** The room version before the host started the game. */
  readonly lobbyVersion: number;
  readonly members: readonly MemberRecord[];
  /** The stored room once play stopped. */
  readonly room: Room;
  /** The agreements its humans sent together (none unless the plan says so): each opened by a
   * full house unless a seat gave up. */
  readonly agreementRounds: readonly Round[];
  /** `performance.now()` when the host asked to start, and when the last seat stopped. */
  readonly startedAt: number;
  readonly endedAt: number;
}

/** How the tables are played. */
export interface PlayPlan {
  /** How many tables, and how many play at once. */
  readonly tables: number;
  readonly atOnce: number;
  /** The i-th table's members besides the host (sitting, watching or coaching). */
  readonly joiners: (index: number) => readonly Joining[];
  readonly changes?: TableSetup['changes'];
  /** When each human stops. */
  readonly done: (view: PlayerView) => boolean;
  /** How each move is sent. */
  readonly style: (action: Action, random: () => number) => CopyStyle;
  /** Agreements wait until every human at the table is ready, then go at once. */
  readonly agreeTogether: boolean;
  readonly seed: number;
  /** Runs on each opened table before its game starts. */
  readonly beforeStart?: (table: Table) => Promise<void>;
}

/** Where a table stands, for a failure message: the stored game and each member's newest view. */
async function stateLine(db: Firestore, table: Table): Promise<string> {
  const room = await storedRoom(db, table.roomId);
  const views = table.members.map((m) => {
    const latest = m.feed.latest();
    return `${m.seat}:v${latest?.version}/${latest?.view.phase}/${latest?.view.validActions.length}`;
  });
  return `${roomLine(room)}; views ${views.join(' ')}`;
}

/** How to play an opened table (the parts of a PlayPlan that are not about opening). */
export type TablePlay = Pick<PlayPlan, 'done' | 'style' | 'agreeTogether' | 'seed'>;

/** A started table: the room version before the start, and when the host asked to start. */
export interface Start {
  readonly lobbyVersion: number;
  readonly startedAt: number;
}

/** The host starts an opened table's game. */
export async function startTable(db: Firestore, table: Table): Promise<Start> {
  const lobbyVersion = (await storedRoom(db, table.roomId)).version;
  const startedAt = performance.now();
  const started = await table.members[0]!.player.call('startGame', { roomId: table.roomId });
  if (!started.ok) throw new Error(`startGame failed: ${started.message}`);
  return { lobbyVersion, startedAt };
}

/** Plays an opened table (started here unless `start` says it was), then closes its clients;
 * `index` varies the seeds. */
export async function playTable(
  db: Firestore,
  table: Table,
  play: TablePlay,
  index: number,
  start?: Start,
): Promise<PlayedTable> {
  try {
    const { lobbyVersion, startedAt } = start ?? (await startTable(db, table));
    const seated = table.members.filter((member) => member.seat !== null);
    const gate = play.agreeTogether ? barrier(seated.length) : undefined;
    // A seat that gives up lets the others through the barrier, so its error is what the test sees.
    const submissions = await Promise.all(
      seated.map((member, i) =>
        driveSeat(db, table.roomId, member, {
          random: randomSource(play.seed + index * 16 + i),
          done: play.done,
          style: play.style,
          barrier: gate,
        }).catch((error: unknown) => {
          gate?.abandon();
          throw error;
        }),
      ),
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await stateLine(db, table)}`);
    });
    const endedAt = performance.now();
    const room = await storedRoom(db, table.roomId);
    // Every accepted action is an event in every view, so each member's last view shows the whole log.
    const logLength = room.game!.log.length;
    await Promise.all(table.members.map((m) => m.feed.until((v) => logPositionOf(v.view) === logLength)));
    const members = table.members.map((member) => ({
      uid: member.player.uid,
      seat: member.seat,
      coaching: member.coaching,
      submissions: member.seat === null ? [] : submissions[seated.indexOf(member)]!,
      views: [...member.feed.received],
    }));
    const agreementRounds = gate?.rounds() ?? [];
    return { roomId: table.roomId, lobbyVersion, members, room, agreementRounds, startedAt, endedAt };
  } finally {
    await table.close();
  }
}

/** The setup of the i-th table of a plan. */
const setupOf = (plan: PlayPlan, index: number) => ({
  joiners: plan.joiners(index),
  changes: plan.changes,
  start: false,
  label: `t${index}`,
});

/** Plays `plan.tables` tables, `plan.atOnce` at a time. */
export async function playTables(db: Firestore, plan: PlayPlan): Promise<PlayedTable[]> {
  const played: PlayedTable[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < plan.tables; index = next++) {
      const table = await openTable(setupOf(plan, index));
      await plan.beforeStart?.(table);
      played.push(await playTable(db, table, plan, index));
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.atOnce, plan.tables) }, worker));
  return played;
}
