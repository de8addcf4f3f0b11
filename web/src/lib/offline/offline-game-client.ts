// The offline GameClient: the page's side of the offline worker (lib/worker-rpc.ts). Each
// request is a call the worker's table answers, a refusal coming back as its coded error; pushed
// documents go to the subscribers of their room (and the latest of each is kept, so a screen that
// subscribes late starts from the current state).
// The worker starts on first use; after a reload the saved game (or practice deal, or the lesson
// this tab is in the middle of: kept-lesson.ts) is handed back to it, and so is the game once the
// worker's table has held another room (a lesson, a practice deal). A game that ends is counted in
// this device's statistics (offline-stats.ts).
// One tab plays a saved game (offline-tab.ts): once another tab has taken it, this tab saves, shows
// and sends nothing more of it, its worker stops playing it (the AI's moves, a hint), and its
// screens hear 'client/other-tab' until the player asks to play it here again (playHere), from its
// latest save; or 'client/no-game' when the other tab started a new game in its place. A screen
// that only reads the game (a hand's review, perhaps opened in a tab of its own beside the table)
// takes nothing: the worker is handed the save only to show it, and plays, saves and claims none of
// it; each later save another tab writes is shown the same way, until one is a new game in its place
// ('client/no-game', as for a tab that played it). A screen that plays it (the table), or an
// operation, then hands the worker the latest save to play on, and the game is this tab's.
import { proxy } from 'comlink';
import type { Endpoint } from 'comlink';
import { isLessonRoom } from '@texas42/shared';
import type { AiLevel, CallableResponses, LessonDeal, Room, RoomWithCodeResponse } from '@texas42/shared';
import type { AiPaces, GameClient, RoomDocument, RoomRef, RoomUse, ViewDocument } from '../game-client';
import { GameClientError } from '../game-client';
import { rememberOutlook } from '../outlook-sheets';
import { lazyWorker } from '../worker-rpc';
import { keepLesson, keptLesson } from './kept-lesson';
import { OFFLINE_UID } from './offline-protocol';
import type { OfflinePush, OfflineRequest } from './offline-protocol';
import type { OfflineTable } from './offline.worker';
import { loadOfflineStats, recordOfflineGame } from './offline-stats';
import {
  aiClockScale,
  aiDelayMs,
  fixedSeed,
  hintDelayMs,
  loadOfflineRoom,
  offlineSlot,
  onOtherTabSave,
  saveOfflineGame,
} from './offline-storage';
import { offlineTab } from './offline-tab';

type Listeners<T> = Map<string, Set<(value: T) => void>>;

const startWorker = (): Endpoint =>
  new Worker(new URL('./offline.worker.ts', import.meta.url), { type: 'module', name: 'texas42-offline' });

/** What an offline game cannot do: it lives on this device only. */
const onlineOnly = () => new GameClientError('client/offline', 'An offline game stays on this device.');

/** The offline client; `spawn` makes the worker (a real Web Worker by default; tests hand in one
 * end of a MessageChannel whose other end exposes the table). */
export function createOfflineGameClient(spawn: () => Endpoint = startWorker): GameClient {
  const rooms = new Map<string, RoomDocument>();
  const views = new Map<string, ViewDocument>();
  const roomListeners: Listeners<RoomDocument> = new Map();
  const viewListeners: Listeners<ViewDocument> = new Map();
  const failListeners: Listeners<GameClientError> = new Map();
  // The room the worker's table holds: the one it last pushed, asked about, or was handed; and the
  // saved game it was handed only to show, for a screen that reads it: nothing of that one runs or
  // is saved until the table is handed it again to play.
  let tableRoom: string | null = null;
  let shownOnly: string | null = null;
  /** Notes that the worker's table now holds `roomId`, to play it or only to show it. */
  const handed = (roomId: string, use: RoomUse) => {
    tableRoom = roomId;
    shownOnly = use === 'read' ? roomId : null;
  };
  /** True when the worker's table holds `roomId` as `use` needs it: a screen that reads the game
   * takes it however the table holds it; one that plays it needs it handed over to play. */
  const tableHolds = (roomId: string, use: RoomUse) =>
    tableRoom === roomId && (use === 'read' || shownOnly !== roomId);
  // The deal of the lesson the worker's table was last dealt or handed back: each save of a
  // lesson's table is kept with it, so the table is handed back with its steps' moments.
  let lesson: LessonDeal | null = null;
  // The levels the worker thinks less at on this device, and who hears of it (ai-pace.ts).
  let paces: AiPaces = new Map<AiLevel, AiLevel>();
  const paceListeners = new Set<(paces: AiPaces) => void>();

  const notify = <T>(listeners: Listeners<T>, roomId: string, value: T) =>
    listeners.get(roomId)?.forEach((listener) => listener(value));

  // The saved game this tab plays, the slot it is saved in, and why it no longer plays it here, if
  // another tab took it since: that tab plays it now, or a new game of its own in its place.
  let playing: {
    readonly roomId: string;
    readonly slot: string;
    gone: 'client/other-tab' | 'client/no-game' | null;
  } | null = null;
  /** True when another tab has taken the game `roomId` from this one. */
  const taken = (roomId: string) => playing?.roomId === roomId && playing.gone !== null;
  const elsewhere = () => new GameClientError(playing?.gone ?? 'client/other-tab');
  /** Stops playing the game here, and tells its screens why (a replaced game stays replaced). The
   * worker's table stops what it runs on the game (the AI's moves coming, a hint), if it still
   * holds it: none of it would be saved or shown, and in a tab left open in the background it
   * would only cost a phone its battery. */
  const giveUp = (why: 'client/other-tab' | 'client/no-game') => {
    if (playing === null || playing.gone === why || playing.gone === 'client/no-game') return;
    playing.gone = why;
    void table().handle({ op: 'stop', roomId: playing.roomId });
    notify(failListeners, playing.roomId, elsewhere());
  };
  const tab = offlineTab((slot, game) => {
    if (playing?.slot === slot) giveUp(game === playing.roomId ? 'client/other-tab' : 'client/no-game');
  });
  /** True when this tab may save `room`: its first save here claims its slot for this tab. */
  const playsHere = (room: Room): boolean => {
    const slot = offlineSlot(room);
    if (playing?.roomId !== room.id) {
      tab.claim(slot, room.id);
      playing = { roomId: room.id, slot, gone: null };
    } else if (!tab.holds(slot)) giveUp('client/other-tab');
    return playing.gone === null;
  };

  const receive = (push: OfflinePush) => {
    if (push.type === 'outlook') rememberOutlook(push.key, push.outlook);
    else if (push.type === 'pace') {
      paces = new Map(paces).set(push.cut.level, push.cut.lighter);
      paceListeners.forEach((listener) => listener(paces));
    } else if (push.type === 'save') {
      // A lesson is kept apart, in this tab alone (kept-lesson.ts), never over the player's own game.
      if (isLessonRoom(push.room)) {
        if (lesson !== null) keepLesson(lesson, push.room);
        return;
      }
      if (!playsHere(push.room)) return;
      saveOfflineGame(push.room);
      if (push.room.status === 'finished') recordOfflineGame(push.room, Date.now());
    } else if (taken(push.roomId)) {
      // Another tab plays this game: what this tab's worker still does with it is not shown.
    } else if (push.type === 'room') {
      tableRoom = push.roomId;
      rooms.set(push.roomId, push.room);
      notify(roomListeners, push.roomId, push.room);
    } else {
      views.set(push.roomId, push.view);
      notify(viewListeners, push.roomId, push.view);
    }
  };

  /** The worker's table, started on first use with this device's settings. */
  const table = lazyWorker<OfflineTable>(spawn, (opened) => {
    void opened.start(
      { aiDelayMs: aiDelayMs(), seed: fixedSeed(), clockScale: aiClockScale(), hintDelayMs: hintDelayMs() },
      proxy(receive),
    );
  });

  /** True while a screen here hears the documents of `roomId`. */
  const watched = (roomId: string) =>
    (roomListeners.get(roomId)?.size ?? 0) + (viewListeners.get(roomId)?.size ?? 0) > 0;
  // A game this tab only shows follows the saves another tab writes as it plays it: while a screen
  // here reads it, the worker is shown each one (a review opened mid-hand shows the hand once that
  // tab has played it out); with none, the table no longer counts as holding it, and the next
  // screen that reads it has the latest save shown. Nothing runs, and nothing is taken. A save that
  // leaves the game saved nowhere is another tab's new game in its place: the screens reading it
  // hear so, as a tab that played it does, rather than go on showing a game no longer kept.
  onOtherTabSave((slot) => {
    if (shownOnly === null || tableRoom !== shownOnly) return;
    const saved = loadOfflineRoom(shownOnly);
    if (saved === null) {
      tableRoom = null;
      notify(failListeners, shownOnly, new GameClientError('client/no-game'));
      return;
    }
    if (offlineSlot(saved) !== slot) return;
    if (watched(saved.id)) void table().handle({ op: 'show', room: saved });
    else tableRoom = null;
  });

  const ask = async (request: OfflineRequest): Promise<RoomWithCodeResponse> => {
    const reply = await table().handle(request);
    if (!reply.ok) throw new GameClientError(reply.error.code, reply.error.message);
    return reply.answer;
  };

  /** Hands the worker the saved game (or practice deal, or the lesson kept in this tab) asked for,
   * unless its table holds it as `use` needs: to play on (its first save then takes it for this
   * tab), or only to show. The documents kept of another room are not enough: the table may have
   * moved on to a lesson or a practice deal since. */
  const ensure = async (roomId: string, use: RoomUse): Promise<void> => {
    if (tableHolds(roomId, use)) return;
    const kept = keptLesson();
    if (kept?.room.id === roomId) {
      handed(roomId, 'play');
      lesson = kept.lesson;
      await ask({ op: 'lesson', lesson: kept.lesson, kept: kept.room });
      return;
    }
    const saved: Room | null = loadOfflineRoom(roomId);
    if (saved === null)
      throw new GameClientError('room/not-member', 'This offline game is no longer on this device.');
    handed(roomId, use);
    await ask({ op: use === 'play' ? 'restore' : 'show', room: saved });
  };

  const subscribe = <T>(
    listeners: Listeners<T>,
    latest: Map<string, T>,
    roomId: string,
    listener: (value: T) => void,
    onError: (error: GameClientError) => void,
    use: RoomUse = 'play',
  ) => {
    const set = listeners.get(roomId) ?? new Set();
    listeners.set(roomId, set);
    set.add(listener);
    const fails = failListeners.get(roomId) ?? new Set();
    failListeners.set(roomId, fails);
    fails.add(onError);
    const now = tableHolds(roomId, use) ? latest.get(roomId) : undefined;
    if (taken(roomId)) onError(elsewhere());
    else if (now !== undefined) listener(now);
    else ensure(roomId, use).catch(onError);
    return () => {
      set.delete(listener);
      fails.delete(onError);
    };
  };

  return {
    mode: 'offline',
    whoAmI: () => Promise.resolve(OFFLINE_UID),
    async send(operation, payload) {
      // An operation on a room first hands a fresh worker the saved game, if it is that room.
      const { roomId } = payload as { readonly roomId?: unknown };
      if (typeof roomId === 'string' && taken(roomId)) throw elsewhere();
      if (typeof roomId === 'string') await ensure(roomId, 'play');
      const answer = await ask({ callable: operation, payload } as OfflineRequest);
      // The worker now plays this room (a new table, or the one just asked about).
      handed(answer.roomId, 'play');
      // Offline every operation answers the table's room, version and code: all any of those the
      // offline table serves answers (the ones answering more are online only).
      return answer as CallableResponses[typeof operation];
    },
    async startLesson({ id, seed, settings, guided }, name): Promise<RoomRef> {
      lesson = { id, seed, settings, guided };
      const { roomId } = await ask({ op: 'lesson', lesson, name });
      handed(roomId, 'play');
      return { roomId, inviteCode: null };
    },
    async playHere(roomId) {
      const saved = loadOfflineRoom(roomId);
      if (saved === null) throw new GameClientError('client/no-game');
      // The worker takes the latest save in place of its own game. What it pushes on the way (this
      // tab's own moves since, perhaps) is neither saved nor shown: only once it holds the save
      // does this tab claim the game, and ask for the documents again.
      handed(roomId, 'play');
      await ask({ op: 'restore', room: saved });
      tab.claim(offlineSlot(saved), roomId);
      playing = { roomId, slot: offlineSlot(saved), gone: null };
      await ask({ op: 'refresh' });
    },
    // Offline nobody else's result is known: a practice deal is compared with no one.
    dailyStanding: () => Promise.resolve(null),
    sayHere: () => Promise.resolve(true),
    heardNow: () => Promise.resolve(null),
    subscribePresence: () => () => {},
    linkGoogle: () => Promise.reject(onlineOnly()),
    signInWithGoogle: () => Promise.reject(onlineOnly()),
    refresh: async (roomId) => {
      await ensure(roomId, 'play');
      await ask({ op: 'refresh' });
    },
    readStats: () => Promise.resolve(loadOfflineStats()),
    subscribePace: (_roomId, listener) => {
      paceListeners.add(listener);
      listener(paces);
      return () => {
        paceListeners.delete(listener);
      };
    },
    subscribeRoom: (roomId, listener, onError, use) =>
      subscribe(roomListeners, rooms, roomId, listener, onError, use),
    subscribeView: (roomId, listener, onError, use) =>
      subscribe(viewListeners, views, roomId, listener, onError, use),
  };
}
