// The callables' paths that a full game does not take: an offline game moved online from its
// replay link, a player leaving mid-game (their seat to the AI, their view removed), a host
// leaving the lobby with nobody there (the next to join hosts it), a caller who is not signed in,
// and the host changing the AI's level mid-game.
import type { FirebaseError } from 'firebase/app';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_AI_LEVEL,
  HOUSE,
  createGame,
  encodeGame,
  execute,
  recordOf,
  roomPath,
  viewPath,
} from '@texas42/shared';
import type {
  GameState,
  PlayerView,
  PublicRoom,
  RoomResponse,
  RoomWithCodeResponse,
  ViewDoc,
} from '@texas42/shared';
import { webClient } from './support/web-client';

type Client = ReturnType<typeof webClient> & { readonly uid: string };

let count = 0;
const person = async (): Promise<Client> => {
  const client = webClient(`callables-${++count}`);
  return { ...client, uid: await client.signIn() };
};

/** A client's own view document of a room, or null when there is none. */
const ownView = async (client: Client, roomId: string): Promise<ViewDoc<PlayerView> | null> => {
  const snapshot = await getDoc(doc(client.firestore, viewPath(roomId, client.uid)));
  return snapshot.exists() ? (snapshot.data() as ViewDoc<PlayerView>) : null;
};

/** The code a refused call failed with. */
const refusal = (call: Promise<unknown>): Promise<string> =>
  call.then(
    () => 'ok',
    (error: FirebaseError) => error.code,
  );

describe('the callables', () => {
  const clients: Client[] = [];
  beforeAll(() => setLogLevel('silent'));
  afterAll(() => Promise.all(clients.map((client) => client.close())));

  it('moves an offline game online from its replay link; the AI plays until the caller must act', async () => {
    let game: GameState = createGame(HOUSE, 4242);
    for (let i = 0; i < 6; i++) {
      const next = execute(game, { type: 'pass', seat: game.turn! });
      if (!next.ok || next.value.phase !== 'bidding') break;
      game = next.value;
    }
    const link = encodeGame(recordOf(game));
    expect(link.ok).toBe(true);
    const ann = await person();
    clients.push(ann);
    const answer = await ann.call<unknown, RoomWithCodeResponse>('createRoomFromGame', {
      name: 'Ann',
      seat: 2,
      link: link.ok ? link.value : '',
    });
    expect(answer.code).toMatch(/^[A-Z2-9]{6}$/);
    const view = (await ownView(ann, answer.roomId))!;
    expect(view.version).toBeLessThanOrEqual(answer.version);
    expect(view.view.seat).toBe(2);
    expect(view.view.handNumber).toBe(1);
    expect(view.view.validActions.length).toBeGreaterThan(0);
  });

  it("gives a leaver's seat to the AI, removes their view and their access, and plays on", async () => {
    const [ann, bo] = await Promise.all([person(), person()]);
    clients.push(ann, bo);
    const { roomId, code } = await ann.call<unknown, RoomWithCodeResponse>('createRoom', {
      name: 'Ann',
      preset: 'tournament',
    });
    await bo.call('joinRoom', { code, name: 'Bo' });
    await ann.call('startGame', { roomId });
    expect(await ownView(bo, roomId)).not.toBeNull();

    const left = await bo.call<unknown, RoomResponse>('leaveRoom', { roomId });
    expect(await ownView(bo, roomId)).toBeNull();
    expect(await refusal(getDoc(doc(bo.firestore, roomPath(roomId))))).toBe('permission-denied');
    const view = (await ownView(ann, roomId))!;
    expect(view.view.players[1]).toMatchObject({ kind: 'ai', name: 'AI 2' });
    expect(view.view.validActions.length).toBeGreaterThan(0);
    expect(view.version).toBeLessThanOrEqual(left.version);
    expect(await refusal(bo.call('startGame', { roomId }))).toBe('functions/permission-denied');
  });

  it('hands a lobby its host left empty to the next person to join, who can start it', async () => {
    const [ann, bo] = await Promise.all([person(), person()]);
    clients.push(ann, bo);
    const { roomId, code } = await ann.call<unknown, RoomWithCodeResponse>('createRoom', { name: 'Ann' });
    await ann.call('leaveRoom', { roomId });
    await bo.call('joinRoom', { code, name: 'Bo' });
    const room = (await getDoc(doc(bo.firestore, roomPath(roomId)))).data() as PublicRoom;
    expect(room.hostUid).toBe(bo.uid);
    expect(room.memberUids).toEqual([bo.uid]);
    await bo.call('startGame', { roomId });
    expect(((await getDoc(doc(bo.firestore, roomPath(roomId)))).data() as PublicRoom).status).toBe('playing');
  });

  it("lets the host, and no one else, change the AI's level during the game", async () => {
    const [ann, bo] = await Promise.all([person(), person()]);
    clients.push(ann, bo);
    const { roomId, code } = await ann.call<unknown, RoomWithCodeResponse>('createRoom', { name: 'Ann' });
    await bo.call('joinRoom', { code, name: 'Bo' });
    const level = async () =>
      ((await getDoc(doc(ann.firestore, roomPath(roomId)))).data() as PublicRoom).lobby;
    expect((await level()).aiLevel).toBe(DEFAULT_AI_LEVEL);
    await ann.call('startGame', { roomId });

    const before = await level();
    expect(await refusal(bo.call('configureRoom', { roomId, changes: { aiLevel: 'heuristic' } }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(ann.call('configureRoom', { roomId, changes: { aiLevel: 'grandmaster' } }))).toBe(
      'functions/invalid-argument',
    );
    expect(await level()).toEqual(before);
    await ann.call('configureRoom', { roomId, changes: { aiLevel: 'heuristic' } });
    expect(await level()).toEqual({ ...before, aiLevel: 'heuristic' });
  });

  it('answers a caller who is not signed in with unauthenticated', async () => {
    const stranger = webClient('callables-signed-out');
    try {
      expect(await refusal(stranger.call('createRoom', { name: 'Eve' }))).toBe('functions/unauthenticated');
    } finally {
      await stranger.close();
    }
  });
});
