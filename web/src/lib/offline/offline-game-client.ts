// The offline GameClient: the page's side of the offline worker. Requests become numbered
// messages answered by the worker; pushed documents go to the subscribers of their room (and
// the latest of each is kept, so a screen that subscribes late starts from the current state).
// The worker starts on first use; after a reload the saved game is handed back to it. A game
// that ends is counted in this device's statistics (offline-stats.ts).
import { isLessonRoom, moveRequest } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import type { GameClient, RoomDocument, RoomRef, ViewDocument } from '../game-client';
import { GameClientError } from '../game-client';
import { OFFLINE_UID } from './offline-protocol';
import type { FromWorker, OfflineReply, OfflineRequest, ToWorker } from './offline-protocol';
import { loadOfflineStats, recordOfflineGame } from './offline-stats';
import { aiDelayMs, fixedSeed, loadOfflineGame, saveOfflineGame } from './offline-storage';

/** The part of a Worker the client uses (tests hand in a fake). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
}

type Listeners<T> = Map<string, Set<(value: T) => void>>;

const startWorker = (): WorkerLike =>
  new Worker(new URL('./offline.worker.ts', import.meta.url), { type: 'module', name: 'texas42-offline' });

/** The offline client; `spawn` makes the worker (a real Web Worker by default). */
/** What an offline game cannot do: it lives on this device only. */
const onlineOnly = () => new GameClientError('client/offline', 'An offline game stays on this device.');

export function createOfflineGameClient(spawn: () => WorkerLike = startWorker): GameClient {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const waiting = new Map<number, (reply: OfflineReply) => void>();
  const rooms = new Map<string, RoomDocument>();
  const views = new Map<string, ViewDocument>();
  const roomListeners: Listeners<RoomDocument> = new Map();
  const viewListeners: Listeners<ViewDocument> = new Map();
  let restored: string | null = null;

  const notify = <T>(listeners: Listeners<T>, roomId: string, value: T) =>
    listeners.get(roomId)?.forEach((listener) => listener(value));

  const receive = ({ data }: MessageEvent<FromWorker>) => {
    if (data.kind === 'reply') {
      waiting.get(data.id)?.(data.reply);
      waiting.delete(data.id);
      return;
    }
    const push = data.push;
    if (push.type === 'save') {
      // A lesson is played again from its start, never kept over the player's own game.
      if (isLessonRoom(push.room)) return;
      saveOfflineGame(push.room);
      if (push.room.status === 'finished') recordOfflineGame(push.room, Date.now());
    } else if (push.type === 'room') {
      rooms.set(push.roomId, push.room);
      notify(roomListeners, push.roomId, push.room);
    } else {
      views.set(push.roomId, push.view);
      notify(viewListeners, push.roomId, push.view);
    }
  };

  const thread = (): WorkerLike => {
    if (worker === null) {
      worker = spawn();
      worker.onmessage = receive;
      worker.postMessage({ kind: 'init', aiDelayMs: aiDelayMs(), seed: fixedSeed() });
    }
    return worker;
  };

  const send = (request: OfflineRequest): Promise<string | null> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (reply) =>
        reply.ok ? resolve(reply.roomId) : reject(new GameClientError(reply.error.code, reply.error.message)),
      );
      thread().postMessage({ kind: 'request', id, request });
    });

  /** Hands the saved game to a fresh worker once, if it is the room asked for. */
  const ensure = async (roomId: string): Promise<void> => {
    if (restored === roomId || rooms.has(roomId)) return;
    const saved: Room | null = loadOfflineGame();
    if (saved === null || saved.id !== roomId)
      throw new GameClientError('room/not-member', 'This offline game is no longer on this device.');
    restored = roomId;
    await send({ op: 'restore', room: saved });
  };

  const onRoom = async (roomId: string, request: OfflineRequest): Promise<void> => {
    await ensure(roomId);
    await send(request);
  };

  const subscribe = <T>(
    listeners: Listeners<T>,
    latest: Map<string, T>,
    roomId: string,
    listener: (value: T) => void,
    onError: (error: GameClientError) => void,
  ) => {
    const set = listeners.get(roomId) ?? new Set();
    listeners.set(roomId, set);
    set.add(listener);
    const now = latest.get(roomId);
    if (now !== undefined) listener(now);
    else ensure(roomId).catch(onError);
    return () => {
      set.delete(listener);
    };
  };

  return {
    mode: 'offline',
    whoAmI: () => Promise.resolve(OFFLINE_UID),
    async createRoom({ playerName }): Promise<RoomRef> {
      const roomId = (await send({ callable: 'createRoom', payload: { name: playerName } }))!;
      restored = roomId;
      return { roomId, inviteCode: null };
    },
    async playDaily({ playerName }): Promise<RoomRef> {
      const roomId = (await send({ callable: 'playDaily', payload: { name: playerName } }))!;
      restored = roomId;
      return { roomId, inviteCode: null };
    },
    async startLesson(room): Promise<RoomRef> {
      await send({ op: 'restore', room });
      restored = room.id;
      return { roomId: room.id, inviteCode: null };
    },
    // Offline nobody else's result is known: a practice deal is compared with no one.
    dailyStanding: () => Promise.resolve(null),
    joinRoom: () =>
      Promise.reject(new GameClientError('client/offline', 'Offline games have no invite codes.')),
    createRoomFromGame: () =>
      Promise.reject(new GameClientError('client/offline', 'Offline games are made by playing offline.')),
    leaveRoom: (roomId) => onRoom(roomId, { callable: 'leaveRoom', payload: { roomId } }),
    takeSeat: ({ roomId, seat, version }) =>
      onRoom(roomId, { callable: 'takeSeat', payload: { roomId, seat, version } }),
    swapSeats: ({ roomId, seats, version }) =>
      onRoom(roomId, { callable: 'swapSeats', payload: { roomId, seats, version } }),
    configureRoom: ({ roomId, changes, version }) =>
      onRoom(roomId, { callable: 'configureRoom', payload: { roomId, changes, version } }),
    startGame: ({ roomId, version }) =>
      onRoom(roomId, { callable: 'startGame', payload: { roomId, version } }),
    act: async ({ roomId, action, version }) => {
      const move = moveRequest(action, roomId, version);
      if (move === null) throw new GameClientError('room/system-action', 'The table does that by itself.');
      await onRoom(roomId, move);
    },
    claimTimeout: ({ roomId, version }) =>
      onRoom(roomId, { callable: 'claimTimeout', payload: { roomId, version } }),
    answerCoach: () =>
      Promise.reject(new GameClientError('client/offline', 'Nobody watches or coaches an offline game.')),
    removeWatcher: () =>
      Promise.reject(new GameClientError('client/offline', 'Nobody watches or coaches an offline game.')),
    markAway: () =>
      Promise.reject(new GameClientError('client/offline', 'Nobody else sits at an offline game.')),
    setAway: () =>
      Promise.reject(new GameClientError('client/offline', 'Nobody else sits at an offline game.')),
    sayHere: () => Promise.resolve(true),
    subscribePresence: () => () => {},
    answerSeat: () =>
      Promise.reject(new GameClientError('client/offline', 'Nobody asks for a seat offline.')),
    offerTransfer: () => Promise.reject(onlineOnly()),
    acceptTransfer: () => Promise.reject(onlineOnly()),
    openDaily: () => Promise.reject(onlineOnly()),
    linkGoogle: () => Promise.reject(onlineOnly()),
    signInWithGoogle: () => Promise.reject(onlineOnly()),
    refresh: (roomId) => onRoom(roomId, { op: 'refresh' }),
    readStats: () => Promise.resolve(loadOfflineStats()),
    subscribeRoom: (roomId, listener, onError) => subscribe(roomListeners, rooms, roomId, listener, onError),
    subscribeView: (roomId, listener, onError) => subscribe(viewListeners, views, roomId, listener, onError),
  };
}
