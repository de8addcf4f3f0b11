import { AI_PLAYERS } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import type { RoomDocument, ViewDocument } from '../game-client';
import { createOfflineGameClient } from './offline-game-client';
import type { WorkerLike } from './offline-game-client';
import { createOfflineHost } from './offline-host';
import type { FromWorker, ToWorker } from './offline-protocol';
import { useMemoryStorage } from '../../testing/memory-storage';

/** A worker double: the real offline host behind asynchronous messages, AI moves run on demand. */
function fakeWorker(timers: (() => void)[]): WorkerLike {
  let host: ReturnType<typeof createOfflineHost> | null = null;
  let seed = 11;
  const worker: WorkerLike = {
    onmessage: null,
    postMessage(message: ToWorker) {
      const send = (data: FromWorker) =>
        queueMicrotask(() => worker.onmessage?.({ data } as MessageEvent<FromWorker>));
      if (message.kind === 'init') {
        host = createOfflineHost({
          now: () => 1_000,
          seed: () => seed++,
          schedule: (task) => {
            timers.push(task);
            return () => timers.splice(timers.indexOf(task) >>> 0, 1);
          },
          aiDelayMs: 0,
          strategy: (view) => AI_PLAYERS.random(view, 1) ?? view.validActions[0]!,
          push: (push) => send({ kind: 'push', push }),
        });
      } else send({ kind: 'reply', id: message.id, reply: host!.handle(message.request) });
    },
  };
  return worker;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline client', () => {
  useMemoryStorage();

  it('creates a room, pushes its documents and starts the game', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const { roomId, version } = await client.send('createRoom', { name: 'Mia' });
    expect(version).toBe(1);
    const rooms: RoomDocument[] = [];
    const views: ViewDocument[] = [];
    client.subscribeRoom(
      roomId,
      (room) => rooms.push(room),
      () => {},
    );
    client.subscribeView(
      roomId,
      (view) => views.push(view),
      () => {},
    );
    expect(rooms.at(-1)?.status).toBe('lobby');
    await client.send('startGame', { roomId, version: rooms.at(-1)!.version });
    await settle();
    expect(rooms.at(-1)?.status).toBe('playing');
    expect(views.at(-1)?.view.self?.hand).toHaveLength(7);
  });

  it('turns a refused move into a readable error', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const { roomId } = await client.send('createRoom', { name: 'Mia' });
    await expect(client.send('placeBet', { roomId, bid: 'pass' })).rejects.toMatchObject({
      code: 'room/not-playing',
      message: 'The game has not started yet',
    });
  });

  it('picks the saved game up after a reload', async () => {
    const first = createOfflineGameClient(() => fakeWorker([]));
    const { roomId } = await first.send('createRoom', { name: 'Mia' });
    await first.send('startGame', { roomId });
    await settle();
    const reloaded = createOfflineGameClient(() => fakeWorker([]));
    const views: ViewDocument[] = [];
    reloaded.subscribeView(
      roomId,
      (view) => views.push(view),
      () => {},
    );
    await settle();
    await settle();
    expect(views.at(-1)?.view.self?.hand).toHaveLength(7);
  });

  it('says so when the game asked for is not on this device', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const errors: string[] = [];
    client.subscribeView(
      'offline-gone',
      () => {},
      (error) => errors.push(error.message),
    );
    await settle();
    expect(errors).toEqual(['This offline game is no longer on this device.']);
  });

  it('refuses what only an online room can do, in the words for an offline game', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const { roomId } = await client.send('createRoom', { name: 'Mia' });
    for (const refused of [
      client.send('joinRoom', { code: 'ABC234', name: 'Bo' }),
      client.send('markAway', { roomId, seat: 1 }),
      client.send('offerTransfer', { roomId }),
    ])
      await expect(refused).rejects.toMatchObject({
        code: 'client/offline',
        message: 'Offline games are played on this phone alone.',
      });
  });
});
