// A table of four people played one move at a time, so that each call is exactly one transaction:
// the member whose current view offers moves sends a random one (with its view's version), then
// every member's view is awaited and the room's documents are compared with the ones before the
// move. Gives, per move, the time until the caller's view showed it, the time until every member's
// view did, and the documents written.
import type { Firestore } from 'firebase-admin/firestore';
import { moveRequest } from '@texas42/shared';
import type { ResponseOf } from '@texas42/shared';
import { documentsSnapshot, pathsIn, roomSnapshot } from '../support/admin';
import { logPositionOf } from '../support/privacy-scan';
import type { Table } from '../support/table';

/** What one move cost. */
export interface MoveCost {
  readonly callable: string;
  /** From sending to the caller's view document showing the move. */
  readonly callerMs: number;
  /** From sending to every member's view document showing it. */
  readonly everyoneMs: number;
  /** Documents whose content or update time changed. */
  readonly writes: number;
}

/** Lines of a snapshot by path. */
const byPath = (snapshot: string) =>
  new Map(snapshot.split('\n').map((line) => [line.slice(0, line.indexOf(' @')), line]));

/** Plays `moves` moves (fewer if the game ends) of a started table whose every seat is a person. */
export async function oneMoveAtATime(
  db: Firestore,
  table: Table,
  moves: number,
  random: () => number,
): Promise<MoveCost[]> {
  const costs: MoveCost[] = [];
  const paths = pathsIn(await roomSnapshot(db, table.roomId));
  let before = byPath(await documentsSnapshot(db, paths));
  let position = 0;
  for (let i = 0; i < moves; i++) {
    await Promise.all(table.members.map((m) => m.feed.until((v) => logPositionOf(v.view) >= position)));
    const current = table.members.map((m) => m.feed.latest()!);
    const mover = current.findIndex((v) => v.view.validActions.length > 0);
    if (mover < 0) break;
    const { view, version } = current[mover]!;
    const action = view.validActions[Math.floor(random() * view.validActions.length)]!;
    const { callable, payload } = moveRequest(action, table.roomId, version)!;
    const sent = performance.now();
    const outcome = await table.members[mover]!.player.call(callable, payload);
    if (!outcome.ok) throw new Error(`${callable} refused: ${outcome.message}`);
    const committed = (outcome.data as ResponseOf<'agree'>).version;
    const caller = await table.members[mover]!.feed.until((v) => v.version >= committed);
    position = logPositionOf(caller.view);
    const seen = await Promise.all(
      table.members.map((m) => m.feed.until((v) => logPositionOf(v.view) >= position)),
    );
    const after = byPath(await documentsSnapshot(db, paths));
    const writes = [...after].filter(([path, line]) => before.get(path) !== line).length;
    costs.push({
      callable,
      callerMs: caller.at - sent,
      everyoneMs: Math.max(...seen.map((v) => v.at)) - sent,
      writes,
    });
    before = after;
  }
  return costs;
}
