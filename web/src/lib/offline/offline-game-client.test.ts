import { expose } from 'comlink';
import type { Endpoint } from 'comlink';
import { AI_PLAYERS } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import type { RoomDocument, ViewDocument } from '../game-client';
import { createOfflineGameClient } from './offline-game-client';
import { createOfflineHost } from './offline-host';
import type { OfflineTable } from './offline.worker';
import { useMemoryStorage } from '../../testing/memory-storage';

/** A worker double: the real offline host exposed as the worker exposes it, on one end of a
 * MessageChannel (so requests and pushes are as asynchronous as a worker's), AI moves run on demand. */
function fakeWorker(timers: (() => void)[]): Endpoint {
  let host: ReturnType<typeof createOfflineHost> | null = null;
  let seed = 11;
  const table: OfflineTable = {
    start({ aiDelayMs }, push) {
      host = createOfflineHost({
        now: () => 1_000,
        seed: () => seed++,
        schedule: (task) => {
          timers.push(task);
          return () => timers.splice(timers.indexOf(task) >>> 0, 1);
        },
        aiDelayMs,
        strategy: (view) => AI_PLAYERS.random(view, 1) ?? view.validActions[0]!,
        push,
      });
    },
    handle: (request) => host!.handle(request),
  };
  const { port1, port2 } = new MessageChannel();
  expose(table, port2 as unknown as Endpoint);
  return port1 as unknown as Endpoint;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the offline client', () => {
  useMemoryStorage();

  it('creates a room, pushes its documents and starts the game', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const { roomId, version } = await client.send('createRoom', { name: 'Mia' });
    expect(version).toBe(1);
    await settle();
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
