// The online client over a fake session whose listeners and callables the test drives by hand:
// its choice of the view document a member listens to (a watcher let into a seat loses the
// spectators' view in the same commit that seats them, and must not wait on the room change to
// read their own), and its calls, tried whatever navigator.onLine says.
import { SPECTATOR_VIEW_ID, roomPath, viewPath } from '@texas42/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomDocument } from '../game-client';
import { GameClientError } from '../game-client';
import { createFirebaseGameClient } from './firebase-game-client';
import type { FirebaseSession } from './firebase-session';

/** A live listener of the fake session: the path it listens to and its two callbacks. */
interface FakeListener {
  readonly path: string;
  readonly onData: (data: unknown) => void;
  readonly onError: (error: unknown) => void;
  stopped: boolean;
}

/** A session signed in as `uid` whose listeners the test drives by hand. */
function fakeSession(uid: string) {
  const listeners: FakeListener[] = [];
  const session = {
    signIn: () => Promise.resolve(uid),
    watch(path: string, onData: (data: unknown) => void, onError: (error: unknown) => void) {
      const listener: FakeListener = { path, onData, onError, stopped: false };
      listeners.push(listener);
      return () => void (listener.stopped = true);
    },
  } as unknown as FirebaseSession;
  const live = (path: string) => listeners.filter((l) => l.path === path && !l.stopped);
  return { session, live };
}

/** The public room with `watchers` (all plain spectators). */
const roomWatchedBy = (version: number, watchers: readonly string[]) =>
  ({
    format: 2,
    version,
    lobby: { watchers: watchers.map((uid) => ({ uid, name: uid, coaching: null, asking: null })) },
  }) as unknown as RoomDocument;

const settle = () => new Promise((wake) => setTimeout(wake, 0));

describe('the online client follows the view a member may read', () => {
  it('moves a watcher whose spectators view is refused to their own view, without waiting for the room', async () => {
    const { session, live } = fakeSession('carol');
    const client = createFirebaseGameClient(() => Promise.resolve(session));
    const errors: unknown[] = [];
    const stop = client.subscribeView(
      'r1',
      () => {},
      (error) => errors.push(error),
    );
    await settle();
    live(roomPath('r1'))[0]!.onData(roomWatchedBy(6, ['carol']));
    expect(live(viewPath('r1', SPECTATOR_VIEW_ID))).toHaveLength(1);

    // Let in: the commit that seats her refuses the spectators' view before the room change shows.
    live(viewPath('r1', SPECTATOR_VIEW_ID))[0]!.onError({ code: 'permission-denied' });
    expect(live(viewPath('r1', SPECTATOR_VIEW_ID))).toHaveLength(0);
    expect(live(viewPath('r1', 'carol'))).toHaveLength(1);

    // The room change, when it comes, keeps her there; her own view reaches the screen.
    live(roomPath('r1'))[0]!.onData(roomWatchedBy(7, []));
    expect(live(viewPath('r1', 'carol'))).toHaveLength(1);
    expect(errors).toEqual([]);
    stop();
    expect(live(viewPath('r1', 'carol'))).toHaveLength(0);
  });

  it('passes on any other failure of a view, and a refusal of the member’s own view changes nothing', async () => {
    const { session, live } = fakeSession('dee');
    const client = createFirebaseGameClient(() => Promise.resolve(session));
    const errors: string[] = [];
    client.subscribeView(
      'r2',
      () => {},
      (error) => errors.push(error.code),
    );
    await settle();
    live(roomPath('r2'))[0]!.onData(roomWatchedBy(3, []));
    const own = live(viewPath('r2', 'dee'))[0]!;
    own.onError({ code: 'permission-denied' });
    expect(live(viewPath('r2', 'dee'))).toEqual([own]);
    own.onError({ code: 'unavailable' });
    expect(errors).toHaveLength(1);
  });
});

describe('the online client tries every call, whatever the phone says of its network', () => {
  /** A signed-in session whose callables answer with `answer` (or fail with what it throws). */
  const answering = (answer: (name: string, payload: unknown) => unknown) =>
    ({
      signIn: () => Promise.resolve('mia'),
      call: (name: string, payload: unknown) => Promise.resolve().then(() => answer(name, payload)),
      read: () => Promise.resolve(null),
    }) as unknown as FirebaseSession;

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes the call while navigator.onLine says offline (a hint: local emulators may answer)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const called: string[] = [];
    const client = createFirebaseGameClient(() =>
      Promise.resolve(
        answering((name) => {
          called.push(name);
          return { roomId: 'r9', code: 'ABC234' };
        }),
      ),
    );
    await expect(client.send('createRoom', { name: 'Mia' })).resolves.toEqual({
      roomId: 'r9',
      code: 'ABC234',
    });
    await expect(client.readStats()).resolves.toBeNull();
    expect(called).toEqual(['createRoom']);
  });

  it('loads the Firebase session again on the next call when it could not be fetched', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const loads: string[] = [];
    const client = createFirebaseGameClient(() => {
      loads.push(loads.length === 0 ? 'failed' : 'loaded');
      return loads.length === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /firebase-session.js'))
        : Promise.resolve(answering(() => ({ roomId: 'r9', code: 'ABC234' })));
    });
    await expect(client.send('createRoom', { name: 'Mia' })).rejects.toMatchObject({
      code: 'client/unreachable',
    });
    await expect(client.send('createRoom', { name: 'Mia' })).resolves.toMatchObject({ roomId: 'r9' });
    expect(loads).toEqual(['failed', 'loaded']);
  });

  it('says "no network" only once the call failed for lack of one, and passes a refusal on', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const failing = (thrown: unknown) =>
      createFirebaseGameClient(() =>
        Promise.resolve(
          answering(() => {
            throw thrown;
          }),
        ),
      );
    // What the functions SDK throws when its fetch failed: no answer, only the status 0.
    const lost = failing({ code: 'functions/internal', message: 'internal [0]' });
    await expect(lost.send('startGame', { roomId: 'r9', version: 3 })).rejects.toMatchObject({
      code: 'client/unreachable',
    });
    const refused = failing({
      code: 'functions/failed-precondition',
      message: 'The table has changed since you looked: try again [409]',
      details: { code: 'room/stale' },
    });
    await expect(refused.send('startGame', { roomId: 'r9', version: 3 })).rejects.toEqual(
      new GameClientError('room/stale', 'The table has changed since you looked: try again'),
    );
  });

  it('sends an operation by its name with the payload as given, less its undefined fields, signing in with the name it names', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    const sent: [string, unknown][] = [];
    const names: (string | undefined)[] = [];
    const client = createFirebaseGameClient(() =>
      Promise.resolve({
        ...answering((name, payload) => {
          sent.push([name, payload]);
          return { roomId: 'r9', version: 4, code: 'ABC234' };
        }),
        signIn: (name?: string) => {
          names.push(name);
          return Promise.resolve('mia');
        },
      } as unknown as FirebaseSession),
    );
    await client.send('takeSeat', { roomId: 'r9', seat: 2, version: undefined });
    await client.send('joinRoom', { code: 'ABC234', name: 'Mia', joining: 'watch' });
    expect(sent).toEqual([
      ['takeSeat', { roomId: 'r9', seat: 2 }],
      ['joinRoom', { code: 'ABC234', name: 'Mia', joining: 'watch' }],
    ]);
    expect(names).toContain('Mia');
  });
});
