import { expose } from 'comlink';
import type { Endpoint } from 'comlink';
import { AI_PLAYERS, lessonById, lessonDeal } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import type { AiPaces, GameClient, RoomDocument, RoomUse, ViewDocument } from '../game-client';
import { lessonInProgress } from '../lesson-in-progress';
import { AIM_MS, pacedAi } from './ai-pace';
import { createOfflineGameClient } from './offline-game-client';
import { KEPT_LESSON_KEY } from './kept-lesson';
import { OFFLINE_GAME_KEY } from './offline-game-key';
import { createOfflineHost } from './offline-host';
import type { MoveStrategy } from '@texas42/shared';
import type { OfflinePush } from './offline-protocol';
import type { OfflineTable } from './offline.worker';
import { useMemoryStorage } from '../../testing/memory-storage';
import { useStorageEvents } from '../../testing/storage-events';

/** The AI seats' moves: random, unless a test plays them another way (it may push as the worker). */
type StrategyOf = (push: (message: OfflinePush) => void) => MoveStrategy;

const randomMoves: StrategyOf = () => (view) => AI_PLAYERS.random(view, 1) ?? view.validActions[0]!;

/** A worker double: the real offline host exposed as the worker exposes it, on one end of a
 * MessageChannel (so requests and pushes are as asynchronous as a worker's), AI moves run on demand.
 * Its seeds count up from `firstSeed`, which names its rooms too (another tab's new game is another
 * room). */
function fakeWorker(timers: (() => void)[], strategyOf: StrategyOf = randomMoves, firstSeed = 11): Endpoint {
  let host: ReturnType<typeof createOfflineHost> | null = null;
  let seed = firstSeed;
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
        strategy: strategyOf(push),
        hint: () => {
          throw new Error('No table of these tests shows hints');
        },
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

/** The views `client` pushes of `roomId`, as they come, to a screen that plays at the room (or
 * only reads it, `use`). */
const viewsOf = (client: GameClient, roomId: string, use?: RoomUse): ViewDocument[] => {
  const views: ViewDocument[] = [];
  client.subscribeView(
    roomId,
    (view) => views.push(view),
    () => {},
    use,
  );
  return views;
};

/** A tab's client with a game against the AI started in it, the AI moves its worker has coming
 * kept in `timers`. */
const tabWithGame = async (timers: (() => void)[] = []) => {
  const client = createOfflineGameClient(() => fakeWorker(timers));
  const { roomId } = await client.send('createRoom', { name: 'Mia' });
  await client.send('startGame', { roomId });
  await settle();
  return { client, roomId };
};

/** The player's hand in the game `roomId` as a page reloaded now shows it (a new client, its
 * worker handed the save). */
const handAfterReload = async (roomId: string) => {
  const reloaded = createOfflineGameClient(() => fakeWorker([]));
  const views = viewsOf(reloaded, roomId);
  await settle();
  await settle();
  return views.at(-1)?.view.self?.hand;
};

describe('the offline client', () => {
  const store = useMemoryStorage();
  const tabStore = useMemoryStorage('sessionStorage');
  const otherTabSaved = useStorageEvents();
  /** The version of the saved game. */
  const savedVersion = () =>
    (JSON.parse(store.get(OFFLINE_GAME_KEY)!) as { room: { version: number } }).room.version;

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
    const { roomId } = await tabWithGame();
    await expect(handAfterReload(roomId)).resolves.toHaveLength(7);
  });

  it('keeps the practice deal apart from the game in progress, which the page goes back to; each is picked up after a reload', async () => {
    const client = createOfflineGameClient(() => fakeWorker([]));
    const { roomId: game } = await client.send('createRoom', { name: 'Mia' });
    await client.send('startGame', { roomId: game });
    await settle();
    const kept = store.get(OFFLINE_GAME_KEY);
    const { roomId: practice } = await client.send('playDaily', { name: 'Mia' });
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toBe(kept);
    // The same page goes back to the game: the worker is handed it again, and takes its changes.
    await expect(
      client.send('configureRoom', { roomId: game, changes: { aiLevel: 'medium' } }),
    ).resolves.toMatchObject({ roomId: game });
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"medium"/);
    for (const roomId of [practice, game])
      await expect(handAfterReload(roomId), roomId).resolves.toHaveLength(7);
  });

  it('keeps a lesson in this tab alone, apart from the saved game, and takes it back after a reload', async () => {
    const { client, roomId: game } = await tabWithGame();
    const saved = store.get(OFFLINE_GAME_KEY);
    const { roomId } = await client.startLesson(lessonDeal(lessonById('tricks')!), 'You');
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toBe(saved);
    expect([...tabStore.keys()]).toEqual([KEPT_LESSON_KEY]);
    expect(lessonInProgress('tricks')).toBe(roomId);
    expect(lessonInProgress('count')).toBe(null);
    const hand = viewsOf(client, roomId).at(-1)?.view.self?.hand;
    expect(hand).toHaveLength(7);
    // A reload: a new client, its worker handed the lesson's table as kept; and the game as saved.
    const reloaded = createOfflineGameClient(() => fakeWorker([]));
    const shown = viewsOf(reloaded, roomId);
    await settle();
    await settle();
    expect(shown.at(-1)?.view.self?.hand).toEqual(hand);
    await expect(handAfterReload(game)).resolves.toHaveLength(7);
  });

  it('lets one tab play a game: once another tab opens it, this one saves, shows and sends none of it', async () => {
    const timers: (() => void)[] = [];
    const { client: here, roomId } = await tabWithGame(timers);
    const views: ViewDocument[] = [];
    const heard: string[] = [];
    here.subscribeView(
      roomId,
      (view) => views.push(view),
      (error) => heard.push(error.message),
    );
    const there = createOfflineGameClient(() => fakeWorker([]));
    there.subscribeView(
      roomId,
      () => {},
      () => {},
    );
    await settle();
    await settle();
    expect(heard).toEqual(['This game is open in another tab.']);
    const saved = store.get(OFFLINE_GAME_KEY);
    const shown = views.length;
    await expect(
      here.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } }),
    ).rejects.toMatchObject({ code: 'client/other-tab' });
    // This tab's worker may still have an AI move coming: it reaches neither the save nor the screen.
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    expect(store.get(OFFLINE_GAME_KEY)).toBe(saved);
    expect(views.length).toBe(shown);
  });

  it('stops its worker once another tab takes the game: no AI move is left to come here, until Play here', async () => {
    const timers: (() => void)[] = [];
    const { client: here, roomId } = await tabWithGame(timers);
    // Saved at an AI seat's turn (the first bid), which this tab's worker has coming.
    expect(timers).toHaveLength(1);
    const there = createOfflineGameClient(() => fakeWorker([]));
    there.subscribeView(
      roomId,
      () => {},
      () => {},
    );
    await settle();
    await settle();
    expect(timers).toEqual([]);
    // Play here: the worker plays the game again from its latest save, the AI's move first.
    const views = viewsOf(here, roomId);
    await here.playHere(roomId);
    await settle();
    expect(timers).toHaveLength(1);
    const saved = store.get(OFFLINE_GAME_KEY);
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    expect(store.get(OFFLINE_GAME_KEY)).not.toBe(saved);
    expect(views.at(-1)?.view.turn).toBe(0);
  });

  it('says the game is no longer saved once another tab starts a new game in its place', async () => {
    const { client: here, roomId } = await tabWithGame();
    const heard: string[] = [];
    here.subscribeRoom(
      roomId,
      () => {},
      (error) => heard.push(error.code),
    );
    const there = createOfflineGameClient(() => fakeWorker([], randomMoves, 99));
    const { roomId: newGame } = await there.send('createRoom', { name: 'Mia' });
    expect(newGame).not.toBe(roomId);
    await settle();
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toContain(newGame);
    expect(heard).toEqual(['client/no-game']);
    await expect(
      here.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } }),
    ).rejects.toMatchObject({ code: 'client/no-game' });
    expect(store.get(OFFLINE_GAME_KEY)).toContain(newGame);
  });

  it('plays the game here again from its latest save, and the other tab then stops', async () => {
    const here = createOfflineGameClient(() => fakeWorker([]));
    const { roomId } = await here.send('createRoom', { name: 'Mia' });
    await here.send('startGame', { roomId });
    const there = createOfflineGameClient(() => fakeWorker([]));
    const heardThere: string[] = [];
    there.subscribeRoom(
      roomId,
      () => {},
      (error) => heardThere.push(error.code),
    );
    await settle();
    await settle();
    // The other tab plays on: the save is now later than this tab's game.
    const { version } = await there.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } });
    const views = viewsOf(here, roomId);
    await here.playHere(roomId);
    await settle();
    expect(views.at(-1)?.version).toBe(version);
    expect(heardThere).toEqual(['client/other-tab']);
    await expect(
      there.send('configureRoom', { roomId, changes: { aiLevel: 'heuristic' } }),
    ).rejects.toMatchObject({ code: 'client/other-tab' });
    await here.send('configureRoom', { roomId, changes: { aiLevel: 'hard' } });
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"hard"/);
  });

  it('lets another tab read the game without taking it: that tab plays, saves and claims none of it', async () => {
    const timers: (() => void)[] = [];
    const { client: here, roomId } = await tabWithGame(timers);
    // Saved at an AI seat's turn (the first bid), which this tab's worker has coming.
    expect(timers).toHaveLength(1);
    const heard: string[] = [];
    here.subscribeRoom(
      roomId,
      () => {},
      (error) => heard.push(error.code),
    );
    const saved = store.get(OFFLINE_GAME_KEY);
    // A review opens in another tab.
    const thereTimers: (() => void)[] = [];
    const there = createOfflineGameClient(() => fakeWorker(thereTimers));
    const read: ViewDocument[] = [];
    there.subscribeRoom(
      roomId,
      () => {},
      () => {},
      'read',
    );
    there.subscribeView(
      roomId,
      (view) => read.push(view),
      () => {},
      'read',
    );
    await settle();
    await settle();
    expect(read.at(-1)?.view.self?.hand).toHaveLength(7);
    expect(thereTimers).toEqual([]);
    expect(store.get(OFFLINE_GAME_KEY)).toBe(saved);
    // This tab plays on, and saves.
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    expect(store.get(OFFLINE_GAME_KEY)).not.toBe(saved);
    expect(heard).toEqual([]);
  });

  it('plays the game it read once a screen here plays it: from the latest save, taking it then', async () => {
    const here = createOfflineGameClient(() => fakeWorker([]));
    const { roomId } = await here.send('createRoom', { name: 'Mia' });
    await here.send('startGame', { roomId });
    const there = createOfflineGameClient(() => fakeWorker([]));
    there.subscribeView(
      roomId,
      () => {},
      () => {},
      'read',
    );
    await settle();
    await settle();
    // This tab plays on after the other read the game.
    const { version } = await here.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } });
    const heardHere: string[] = [];
    here.subscribeRoom(
      roomId,
      () => {},
      (error) => heardHere.push(error.code),
    );
    // The other tab's table opens.
    const views = viewsOf(there, roomId);
    await settle();
    await settle();
    expect(views.at(-1)?.version).toBe(version);
    expect(heardHere).toEqual(['client/other-tab']);
    await there.send('configureRoom', { roomId, changes: { aiLevel: 'hard' } });
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"hard"/);
  });

  it('follows the saves of a game it only shows: each save another tab writes is shown, and nothing runs here', async () => {
    const timers: (() => void)[] = [];
    const { client: here, roomId } = await tabWithGame(timers);
    // A review opens in another tab, mid-hand.
    const thereTimers: (() => void)[] = [];
    const there = createOfflineGameClient(() => fakeWorker(thereTimers));
    const read: ViewDocument[] = [];
    const stop = there.subscribeView(
      roomId,
      (view) => read.push(view),
      () => {},
      'read',
    );
    await settle();
    await settle();
    const first = read.at(-1)!.version;
    // This tab plays on (the AI seats' bids) and saves; the other hears it.
    while (timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    otherTabSaved(OFFLINE_GAME_KEY);
    await settle();
    await settle();
    expect(read.at(-1)!.version).toBeGreaterThan(first);
    expect(read.at(-1)!.version).toBe(savedVersion());
    expect(thereTimers).toEqual([]);
    // This tab's game is left to it: the other tab saved nothing over it, and it plays on.
    await here.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } });
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"medium"/);
    // Heard with no screen reading the game there, the save is shown to the next screen that does.
    stop();
    otherTabSaved(OFFLINE_GAME_KEY);
    await settle();
    const again = viewsOf(there, roomId, 'read');
    await settle();
    await settle();
    expect(again.at(-1)?.version).toBe(savedVersion());
    expect(thereTimers).toEqual([]);
  });

  it('says the game it only shows is no longer saved once another tab starts a new game in its place', async () => {
    const { roomId } = await tabWithGame();
    // A review opens in another tab.
    const there = createOfflineGameClient(() => fakeWorker([]));
    const heard: string[] = [];
    there.subscribeView(
      roomId,
      () => {},
      (error) => heard.push(error.code),
      'read',
    );
    await settle();
    await settle();
    // A third tab starts a new game, which takes the saved game's place.
    const { roomId: newGame } = await createOfflineGameClient(() => fakeWorker([], randomMoves, 99)).send(
      'createRoom',
      { name: 'Mia' },
    );
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toContain(newGame);
    otherTabSaved(OFFLINE_GAME_KEY);
    await settle();
    expect(heard).toEqual(['client/no-game']);
    // A screen that reads the game there later is told it is gone, not shown the old game.
    const later: string[] = [];
    there.subscribeRoom(
      roomId,
      () => later.push('shown'),
      (error) => later.push(error.code),
      'read',
    );
    await settle();
    await settle();
    expect(later).toEqual(['room/not-member']);
  });

  it('reads the game it plays from its own table, which plays and saves on; after another table too', async () => {
    const { client: client, roomId } = await tabWithGame();
    const read = viewsOf(client, roomId, 'read');
    // At once: the table's own documents.
    expect(read).toHaveLength(1);
    await client.send('configureRoom', { roomId, changes: { aiLevel: 'medium' } });
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"medium"/);
    // The table holds the practice deal, the game is read (only shown), then played again.
    await client.send('playDaily', { name: 'Mia' });
    const again = viewsOf(client, roomId, 'read');
    await settle();
    expect(again.at(-1)?.view.self?.hand).toHaveLength(7);
    const heard: string[] = [];
    client.subscribeView(
      roomId,
      () => {},
      (error) => heard.push(error.code),
    );
    await client.send('configureRoom', { roomId, changes: { aiLevel: 'hard' } });
    await settle();
    expect(store.get(OFFLINE_GAME_KEY)).toMatch(/"aiLevel":"hard"/);
    expect(heard).toEqual([]);
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

  it('hears each AI level the worker thinks less at on a slow device', async () => {
    // Every decision seems to take 100 aims (a clock that moves that much on each reading), as
    // the worker's own pacing of a Medium table would time it on a very slow phone.
    let now = 0;
    const slowPaced: StrategyOf = (push) => {
      const ai = pacedAi(
        () => (now += 50 * AIM_MS),
        true,
        (cut) => push({ type: 'pace', cut }),
      );
      return (view) => ai.decide(view, 'medium', 1);
    };
    const timers: (() => void)[] = [];
    const client = createOfflineGameClient(() => fakeWorker(timers, slowPaced));
    const heard: AiPaces[] = [];
    const { roomId } = await client.send('createRoom', { name: 'Mia' });
    client.subscribePace(
      roomId,
      (paces) => heard.push(paces),
      () => {},
    );
    expect(heard).toEqual([new Map()]);
    await client.send('startGame', { roomId });
    await settle();
    while (heard.length < 2 && timers.length > 0) {
      timers.shift()!();
      await settle();
    }
    expect(heard.at(-1)).toEqual(new Map([['medium', 'heuristic']]));
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
