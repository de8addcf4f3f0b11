// Sets the tables of a Stage: a lobby, a game waiting on a human's bid and a game waiting on a
// human's play (reached by both humans playing random moves), each left at rest.
import type { Firestore } from 'firebase-admin/firestore';
import type { PlayerView, Room } from '@texas42/shared';
import { randomSource } from '@texas42/shared/test-support';
import { roomLine, storedRoom } from '../admin';
import { logPositionOf } from '../privacy-scan';
import { COPY_STYLES, driveSeat } from '../drive';
import { signIn, signedOutClient } from '../player';
import { openTable } from '../table';
import type { Member, Table } from '../table';
import { gameStage } from './stage';
import type { Stage } from './stage';

/** Resolves once the room is at rest with a human to move and every human's view shows it. The
 * stored room says when it rests; each view is then awaited on its feed, which listens again when
 * the emulator left its listener behind and, failing, says whether the server or the listener is
 * wrong (view-feed.ts). */
async function atRest(db: Firestore, table: Table, phase: PlayerView['phase']): Promise<number> {
  const restsIn = (room: Room) => {
    const turn = room.game?.turn ?? null;
    return room.game?.phase === phase && turn !== null && room.seats[turn].kind === 'human';
  };
  let room = await storedRoom(db, table.roomId);
  for (let attempt = 1; !restsIn(room); attempt++) {
    if (attempt === 600)
      throw new Error(`room ${table.roomId} did not come to rest in ${phase}: ${roomLine(room)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    room = await storedRoom(db, table.roomId);
  }
  const logLength = room.game!.log.length;
  const humans = table.members.filter((m) => m.seat !== null);
  await Promise.all(humans.map((m) => m.feed.until((v) => logPositionOf(v.view) === logLength, 60_000)));
  return room.version;
}

/** Plays both humans at random until the hand is in trick play with a human to move. */
async function playUntilTrickPlay(db: Firestore, table: Table): Promise<void> {
  const humanSeats = table.members.map((m) => m.seat).filter((s) => s !== null);
  const done = (view: PlayerView) =>
    view.phase === 'playing' && view.turn !== null && humanSeats.includes(view.turn);
  const random = randomSource(4242);
  await Promise.all(
    table.members.map((member: Member) =>
      driveSeat(db, table.roomId, member, { random, done, style: () => COPY_STYLES[0] }),
    ),
  );
}

/** The stage, and the tables to close afterwards. */
export async function buildStage(
  db: Firestore,
): Promise<{ stage: Stage; tables: Table[]; close: () => Promise<void> }> {
  const [lobbyTable, biddingTable, playingTable] = await Promise.all([
    openTable({ joiners: ['sit', { coach: 1 }], start: false, acceptCoaches: false, label: 'bad-lobby' }),
    openTable({ joiners: ['sit'], label: 'bad-bidding' }),
    openTable({ joiners: ['sit'], label: 'bad-playing' }),
  ]);
  await playUntilTrickPlay(db, playingTable);
  const [biddingVersion, playingVersion] = await Promise.all([
    atRest(db, biddingTable, 'bidding'),
    atRest(db, playingTable, 'playing'),
  ]);
  const outsider = await signIn('outsider');
  const signedOut = signedOutClient();
  const lobbyRoom = await storedRoom(db, lobbyTable.roomId);
  const stage: Stage = {
    lobby: {
      roomId: lobbyTable.roomId,
      code: lobbyTable.code,
      version: lobbyRoom.version,
      host: lobbyTable.members[0]!.player,
      member: lobbyTable.members[1]!.player,
      asker: lobbyTable.members[2]!.player,
    },
    bidding: gameStage(biddingTable, biddingVersion),
    playing: gameStage(playingTable, playingVersion),
    outsider,
    signedOut,
  };
  const tables = [lobbyTable, biddingTable, playingTable];
  const close = async () => {
    await Promise.all([...tables.map((t) => t.close()), outsider.close(), signedOut.close()]);
  };
  return { stage, tables, close };
}
