// A table set up the way people do it: the host creates a room, the others join with its invite
// code (to sit, watch or ask to coach, which the seat's player accepts), the host may change the
// rules, then starts; free seats go to the AI. Every member listens to the view document they may
// read from the start: a player their own, a watcher the spectators', a coach their seat's.
import { SPECTATOR_VIEW_ID, coachViewId } from '@texas42/shared';
import type { Joining, ResponseOf, Seat, TableChanges } from '@texas42/shared';
import type { Outcome, Player } from './player';
import { signIn } from './player';
import type { ViewFeed } from './view-feed';

/** A member of the table: who they are, where they sit (null when watching) and their view feed. */
export interface Member {
  readonly player: Player;
  readonly seat: Seat | null;
  /** The seat a coach watches over (its player accepted), else null. */
  readonly coaching: Seat | null;
  readonly feed: ViewFeed;
}

/** An opened table. */
export interface Table {
  readonly roomId: string;
  readonly code: string;
  /** The host first, then the others in the order they joined. */
  readonly members: readonly Member[];
  /** The room version the host's startGame returned (null if not started). */
  readonly startVersion: number | null;
  /** Closes every member's client. */
  close(): Promise<void>;
}

/** How to set a table. */
export interface TableSetup {
  /** How each member besides the host joins: 'sit', 'watch' or { coach }. */
  readonly joiners: readonly Joining[];
  readonly changes?: TableChanges;
  /** Start the game (default true). */
  readonly start?: boolean;
  /** The seated players accept those who ask to coach them (default true). */
  readonly acceptCoaches?: boolean;
  readonly label?: string;
}

/** The data of a successful call; throws with the error's code and message otherwise. */
export function expectOk<T>(outcome: Outcome, what: string): T {
  if (!outcome.ok) throw new Error(`${what} failed: ${outcome.code}: ${outcome.message}`);
  return outcome.data as T;
}

/** Opens a table with the host in seat 0 and the joiners seated from seat 1 (or watching). */
export async function openTable(setup: TableSetup): Promise<Table> {
  const label = setup.label ?? 'table';
  const host = await signIn(`${label}-host`);
  const created = expectOk<ResponseOf<'createRoom'>>(
    await host.call('createRoom', { name: 'Host' }),
    'createRoom',
  );
  const { roomId, code } = created;
  const members: Member[] = [{ player: host, seat: 0, coaching: null, feed: host.watch(roomId) }];
  let nextSeat = 1;
  for (const [i, joining] of setup.joiners.entries()) {
    const player = await signIn(`${label}-${i + 1}`);
    expectOk(await player.call('joinRoom', { code, name: `Player ${i + 1}`, joining }), 'joinRoom');
    const seat = joining === 'sit' ? (nextSeat++ as Seat) : null;
    const asked = typeof joining === 'object' && setup.acceptCoaches !== false ? joining.coach : null;
    if (asked !== null) {
      // The coached seat's player (who joined before) accepts.
      const seated = members.find((member) => member.seat === asked);
      if (seated === undefined) throw new Error(`nobody sits in seat ${asked} to accept a coach`);
      const answer = { roomId, uid: player.uid, accept: true };
      expectOk(await seated.player.call('answerCoach', answer), 'answerCoach');
    }
    const viewId = seat !== null ? player.uid : asked !== null ? coachViewId(asked) : SPECTATOR_VIEW_ID;
    members.push({ player, seat, coaching: asked, feed: player.watch(roomId, viewId) });
  }
  if (setup.changes !== undefined)
    expectOk(await host.call('configureRoom', { roomId, changes: setup.changes }), 'configureRoom');
  const started =
    setup.start === false
      ? null
      : expectOk<ResponseOf<'startGame'>>(await host.call('startGame', { roomId }), 'startGame');
  return {
    roomId,
    code,
    members,
    startVersion: started?.version ?? null,
    close: async () => {
      await Promise.all(members.map((member) => member.player.close()));
    },
  };
}
