// Phones at a table as the app keeps them: each seated phone writes its heartbeat every so often
// (web/src/hooks/use-heartbeat.ts), and the table's moves are made by whoever it waits on.
import { moveRequest, validActions } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { PRESENCE_LIMITS } from './emulators';
import type { Outcome, Player } from './player';
import { openTable } from './table';
import type { Table } from './table';

/** Waits `ms` milliseconds. */
export const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** The status and the room's own code of a refused call; throws if it was accepted. */
export const refusal = (outcome: Outcome) => {
  if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(outcome.data)}`);
  return { code: outcome.code, room: (outcome.details as { code?: string } | undefined)?.code };
};

/** Throws with the refusal when `outcome` was refused. */
export const accepted = (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}: ${outcome.message}`);
};

/** A started table of three people (the host in seat 0, Bob in 1, Cy in 2; the AI in 3), added
 * to `tables` for closing. */
export const tableOfThree = async (label: string, tables: Table[]) => {
  const opened = await openTable({ joiners: ['sit', 'sit'], label });
  tables.push(opened);
  const [host, bob, cy] = opened.members.map((m) => m.player) as [Player, Player, Player];
  return { table: opened, host, bob, cy };
};

/** Keeps `players`' phones checking in every `every` ms (by default as the app does, a bit more
 * often), as the app does while its page is shown. */
export const heartbeats = (
  roomId: string,
  players: readonly Player[],
  every = PRESENCE_LIMITS.staleMs * 0.3,
) => {
  let sentAt = Date.now();
  const beat = () => {
    sentAt = Date.now();
    return Promise.all(players.map((p) => p.beat(roomId)));
  };
  const timer = setInterval(() => void beat(), every);
  return {
    first: beat(),
    /** Stops; returns when the last heartbeat was sent (the silence the server judges began no
     * earlier, whatever the timer's phase when the test stopped it). */
    stop: () => {
      clearInterval(timer);
      return sentAt;
    },
  };
};

/** One move by whichever of `players` the stored game waits on (a first valid action), if any. */
export const moveOne = async (table: Table, players: readonly Player[], room: Room): Promise<boolean> => {
  const game = room.game!;
  const actions = validActions(game).filter((a) => 'seat' in a);
  const mover = table.members.find(
    (m) => players.includes(m.player) && actions.some((a) => a.seat === m.seat),
  );
  if (mover === undefined) return false;
  const action = actions.find((a) => a.seat === mover.seat)!;
  const { callable, payload } = moveRequest(action, table.roomId, room.version)!;
  const outcome = await mover.player.call(callable, payload);
  return outcome.ok;
};

/** A room snapshot (support/admin.ts) without its heartbeats, which phones keep writing. */
export const withoutHeartbeats = (snapshot: string): string =>
  snapshot
    .split('\n')
    .filter((line) => !line.includes('/presence/'))
    .join('\n');
