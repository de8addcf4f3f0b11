// A whole game through the real emulators, the way phones play it: three people and a watcher,
// each on their own web SDK client and anonymous user, the fourth seat left to the AI. Every
// person acts only on the view document their own onSnapshot listener delivers (the watcher's is
// the one all spectators share), choosing a random valid action, until a team has 7 marks; then
// the stored log must replay to the state.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { FirebaseError } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SPECTATOR_VIEW_ID,
  actionsOf,
  moveRequest,
  recordOf,
  replay,
  roomPath,
  roomStatePath,
} from '@texas42/shared';
import type { PlayerView, PublicRoom, RoomStateDoc, RoomWithCodeResponse } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { HOST, PORTS, PROJECT_ID, RULES_FILE } from './support/emulators';
import { watchView } from './support/view-feed';
import { webClient } from './support/web-client';

type Client = ReturnType<typeof webClient> & { readonly uid: string };

/** A signed-in client of its own. */
const person = async (name: string): Promise<Client> => {
  const client = webClient(`full-game-${name}`);
  return { ...client, uid: await client.signIn() };
};

/** What one person did during the game. */
interface Tally {
  moves: number;
  /** Moves refused as stale: sent from a view older than the client's own accepted move, which
   * arrived while that move was in flight (the version check at work), or after the game ended. */
  stale: number;
  views: number;
  /** How many times the person's listener, left behind the stored view, listened again. */
  revivals: number;
  /** How long each call took, in ms. */
  readonly calls: number[];
}

/** A person's tally before the game. */
const newTally = (): Tally => ({ moves: 0, stale: 0, views: 0, revivals: 0, calls: [] });

/** How long a person waits for a newer version of their view before the test fails, saying
 * whether the server stored one the listener was not shown (support/view-feed.ts). Every move
 * rewrites every view, and under load a move's call took up to 28 s. */
const VIEW_WAIT_MS = 180_000;

/**
 * Plays for one person from their own view document: on every new version it submits a random
 * valid action; after a stale refusal it waits for the next version, which is then on its way.
 * Resolves with the last view once the game is over; any other refusal fails the test. The view
 * is heard through a feed that listens again from a fresh app when the emulator left its listener
 * behind the stored view: these listeners start as startGame writes the views, the moment the
 * emulator most often misses (support/view-feed.ts).
 */
const playFromOwnView = async (
  client: Client,
  roomId: string,
  tally: Tally,
  viewId = client.uid,
): Promise<PlayerView> => {
  const feed = watchView(client.firestore, roomId, viewId, { fresh: () => client.freshFirestore() });
  try {
    let actedOn = 0;
    for (;;) {
      await feed.until((received) => received.version > actedOn, VIEW_WAIT_MS);
      const { version, view } = feed.latest()!;
      actedOn = version;
      if (view.phase === 'game-over' || view.winner !== null) return view;
      if (view.validActions.length === 0) continue;
      const action = view.validActions[Math.floor(Math.random() * view.validActions.length)]!;
      const request = moveRequest(action, roomId, version)!;
      const sent = performance.now();
      try {
        await client.call(request.callable, request.payload);
        tally.calls.push(performance.now() - sent);
        tally.moves++;
      } catch (error) {
        const { details } = error as FirebaseError & { details?: { code?: string } };
        // A move sent from a view the server still takes as current (the sender's choices had
        // not changed) after another's move ended the game is refused as "The game is over":
        // the game-over view is then on its way, as after a stale refusal.
        if (!['room/stale', 'room/game-over', 'rule/game-over'].includes(details?.code ?? '')) throw error;
        tally.stale++;
      }
    }
  } finally {
    tally.views = feed.received.length;
    tally.revivals = feed.revivals();
    feed.stop();
  }
};

/** The room as the server stored it, read with the rules off. */
const storedRoom = async (roomId: string): Promise<{ state: RoomStateDoc; room: PublicRoom }> => {
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync(RULES_FILE, 'utf8') },
  });
  try {
    let stored: { state: RoomStateDoc; room: PublicRoom } | null = null;
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const [state, room] = await Promise.all([
        getDoc(doc(db, roomStatePath(roomId))),
        getDoc(doc(db, roomPath(roomId))),
      ]);
      stored = { state: state.data() as RoomStateDoc, room: room.data() as PublicRoom };
    });
    return stored!;
  } finally {
    await env.cleanup();
  }
};

describe('a full game on the emulators', () => {
  const clients: Client[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.close())));

  it('plays three people and the AI to 7 marks, and the stored log replays to the stored state', async () => {
    setLogLevel('silent');
    const [ann, bo, cy, dee] = await Promise.all(['ann', 'bo', 'cy', 'dee'].map(person));
    clients.push(ann!, bo!, cy!, dee!);
    const started = performance.now();

    const created = await ann!.call<unknown, RoomWithCodeResponse>('createRoom', { name: 'Ann' });
    const { roomId, code } = created;
    await bo!.call('joinRoom', { code: code.toLowerCase(), name: 'Bo' });
    await cy!.call('joinRoom', { code, name: 'Cy' });
    await dee!.call('joinRoom', { code, name: 'Dee', joining: 'watch' });
    const lobby = (await getDoc(doc(ann!.firestore, roomPath(roomId)))).data() as PublicRoom;
    expect(lobby.lobby.seats.map((seat) => seat.kind)).toEqual(['human', 'human', 'human', 'ai']);

    const tallies = [ann, bo, cy].map(newTally);
    const playing = [ann!, bo!, cy!].map((client, i) => playFromOwnView(client, roomId, tallies[i]!));
    const tally = newTally();
    const watching = playFromOwnView(dee!, roomId, tally, SPECTATOR_VIEW_ID);
    const { version } = lobby;
    await ann!.call('startGame', { roomId, version });
    const [finalView] = await Promise.all([...playing, watching]);
    const seconds = (performance.now() - started) / 1000;

    expect(Math.max(...finalView!.marks)).toBeGreaterThanOrEqual(7);
    expect(finalView!.winner).not.toBeNull();
    const { state, room: publicRoom } = await storedRoom(roomId);
    expect(publicRoom.status).toBe('finished');
    const room = JSON.parse(state.room) as Room;
    const game = room.game!;
    const replayed = replay(recordOf(game), actionsOf(game));
    expect(replayed.ok && replayed.value).toEqual(game);
    expect(state.version).toBe(room.version);

    const calls = tallies.flatMap((t) => t.calls).sort((a, b) => a - b);
    const stale = tallies.reduce((sum, t) => sum + t.stale, 0);
    const revivals = [...tallies, tally].reduce((sum, t) => sum + t.revivals, 0);
    const at = (q: number) => Math.round(calls[Math.floor(q * (calls.length - 1))]!);
    console.log(
      `full game: ${seconds.toFixed(1)} s, ${game.handNumber} hands, ${actionsOf(game).length} logged actions, ` +
        `${calls.length} human moves (${stale} stale), room version ${room.version}; ` +
        `call to answer (AI replies included): median ${at(0.5)} ms, p95 ${at(0.95)} ms; ` +
        `listeners left behind and started again: ${revivals}`,
    );
  }, 900_000);
});
