import { describe, expect, it } from 'vitest';
import type { GameClient, RoomDocument } from './game-client';
import { GameClientError } from './game-client';
import { lazyGameClient } from './lazy-game-client';

const ROOM = { id: 'r1' } as unknown as RoomDocument;

/** A transport that knows who the player is and pushes ROOM to every room subscriber; it counts
 * its subscriptions and their ends. */
function stubTransport() {
  const counts = { subscribed: 0, stopped: 0 };
  const client = {
    mode: 'offline',
    whoAmI: () => Promise.resolve('me'),
    subscribeRoom: (_roomId: string, onRoom: (room: RoomDocument) => void) => {
      counts.subscribed++;
      onRoom(ROOM);
      return () => counts.stopped++;
    },
  } as unknown as GameClient;
  return { client, counts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazily loaded game client', () => {
  it('loads its transport once, on first use, and passes calls through', async () => {
    const { client } = stubTransport();
    let loads = 0;
    const lazy = lazyGameClient('offline', () => {
      loads++;
      return Promise.resolve(client);
    });
    expect(lazy.mode).toBe('offline');
    expect(loads).toBe(0);
    expect(await Promise.all([lazy.whoAmI(), lazy.whoAmI()])).toEqual(['me', 'me']);
    expect(await lazy.whoAmI()).toBe('me');
    expect(loads).toBe(1);
  });

  it('subscribes once the transport arrives, and not at all if unsubscribed before', async () => {
    const { client, counts } = stubTransport();
    const lazy = lazyGameClient('offline', () => Promise.resolve(client));
    const rooms: RoomDocument[] = [];
    const stop = lazy.subscribeRoom(
      'r1',
      (room) => rooms.push(room),
      () => {},
    );
    lazy.subscribeRoom(
      'r1',
      (room) => rooms.push(room),
      () => {},
    )();
    expect(rooms).toEqual([]);
    await settle();
    expect(rooms).toEqual([ROOM]);
    expect(counts).toEqual({ subscribed: 1, stopped: 0 });
    stop();
    expect(counts).toEqual({ subscribed: 1, stopped: 1 });
  });

  it('subscribes at once when the transport is already here, as the transport itself would', async () => {
    const { client } = stubTransport();
    const lazy = lazyGameClient('offline', () => Promise.resolve(client));
    await lazy.whoAmI();
    const rooms: RoomDocument[] = [];
    lazy.subscribeRoom(
      'r1',
      (room) => rooms.push(room),
      () => {},
    );
    expect(rooms).toEqual([ROOM]);
  });

  it('says the server is out of reach when the transport does not load, and tries again next time', async () => {
    const { client } = stubTransport();
    let loads = 0;
    const lazy = lazyGameClient('online', () =>
      ++loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(client),
    );
    const errors: GameClientError[] = [];
    lazy.subscribeRoom(
      'r1',
      () => {},
      (error) => errors.push(error),
    );
    await expect(lazy.whoAmI()).rejects.toMatchObject({ code: 'client/unreachable' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(GameClientError);
    expect(errors[0]!.code).toBe('client/unreachable');
    expect(await lazy.whoAmI()).toBe('me');
    expect(loads).toBe(2);
  });
});
