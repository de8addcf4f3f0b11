// The online GameClient: each operation sent is the deployed callable of its name, Firestore listeners for the two documents
// a member reads (the public room, and their view: a player's own at rooms/{roomId}/views/{uid},
// a watcher's the spectators' one, a coach's their seat's, as the room document says). The
// Firebase SDK is loaded on first use, so the home screen does not pay for it. Every failure
// reaches the screens as a GameClientError carrying the server's own message.
import {
  dailyPath,
  dailyResultPath,
  presenceCollectionPath,
  presencePath,
  decodePersonStats,
  roomPath,
  statsPath,
  viewIdOf,
  viewPath,
} from '@texas42/shared';
import type { CallableName, CallableResponses, DailyResultDoc, DailyStandingDoc } from '@texas42/shared';
import type { GameClient, Heard, RoomDocument, Unsubscribe, ViewDocument } from '../game-client';
import { GameClientError } from '../game-client';
import { newerFormatError } from './document-format';
import { googleError, toClientError } from './firebase-errors';
import type { FirebaseSession } from './firebase-session';

type Listener = { readonly kind: 'room' | 'view'; readonly push: (data: unknown) => void };

/** True for Firestore's refusal by the security rules. */
const isPermissionDenied = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/** The payload without its undefined fields (an omitted `version`, say): the SDK would send them
 * as null, which the request schemas refuse. */
const definedFields = (payload: object): object =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));

/** The online client; `load` opens the Firebase session (lazily by default). */
export function createFirebaseGameClient(
  load: () => Promise<FirebaseSession> = async () =>
    (await import('./firebase-session')).openFirebaseSession(),
): GameClient {
  let opened: Promise<FirebaseSession> | null = null;
  const session = () =>
    (opened ??= load().catch((error: unknown) => {
      opened = null; // the SDK's chunk could not be fetched (no network): fetched again next call
      throw error;
    }));
  const listeners = new Map<string, Set<Listener>>();

  const call = async <N extends CallableName>(name: N, payload: object): Promise<CallableResponses[N]> => {
    // Tried whatever navigator.onLine says: it is a hint (false inside a loopback-only network
    // or with Wi-Fi off, while emulators on localhost answer); a call that fails for lack of a
    // connection says so (toClientError).
    try {
      const firebase = await session();
      await firebase.signIn();
      return await firebase.call<CallableResponses[N]>(name, payload);
    } catch (error) {
      throw toClientError(error);
    }
  };

  /** Signs in with `playerName` as display name, before a call that seats or names the player. */
  const signInAs = async (playerName: string): Promise<void> => {
    try {
      await (await session()).signIn(playerName);
    } catch (error) {
      throw toClientError(error);
    }
  };

  /** Listens to one of the room's documents once signed in; stops on unsubscribe. */
  const listen = (
    roomId: string,
    kind: Listener['kind'],
    push: (data: unknown) => void,
    onError: (error: GameClientError) => void,
  ): Unsubscribe => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const listener: Listener = { kind, push };
    const set = listeners.get(roomId) ?? new Set<Listener>();
    listeners.set(roomId, set);
    set.add(listener);
    const fail = (error: unknown) => onError(toClientError(error));
    /** Passes a document on, unless it is of a newer format than this page reads. */
    const deliver = (data: unknown, pass: (data: unknown) => void) => {
      const newer = newerFormatError(data);
      if (newer === null) pass(data);
      else onError(newer);
    };
    (async () => {
      const firebase = await session();
      const uid = await firebase.signIn();
      if (stopped) return;
      if (kind === 'room') {
        stop = firebase.watch(roomPath(roomId), (data) => data !== null && deliver(data, push), fail);
        return;
      }
      // Which view the member reads follows their place at the table (a watcher accepted as a
      // coach moves to the coached seat's view), so follow the room and move when it changes.
      let viewId: string | null = null;
      let stopView = () => {};
      const readView = (next: string) => {
        stopView();
        viewId = next;
        stopView = firebase.watch(
          viewPath(roomId, next),
          (view) => view !== null && deliver(view, push),
          (error) => {
            if (!isPermissionDenied(error)) return fail(error);
            // A shared view refused: the member is no longer its watcher or coach, most often a
            // watcher just let into a seat, in the very commit that changed the room. Firestore
            // (the emulator at least) then holds that room change back until the listen stream
            // next settles, which on a quiet table may be never; listening to the member's own
            // view settles it at once, and the room change that follows moves them on if they
            // read another. Their own view is never refused (it may not exist): nothing to do.
            if (next !== uid) readView(uid);
          },
        );
      };
      const stopRoom = firebase.watch(
        roomPath(roomId),
        (data) => {
          if (data === null || newerFormatError(data) !== null) return;
          const next = viewIdOf(uid, (data as RoomDocument).lobby.watchers);
          if (next !== viewId) readView(next);
        },
        fail,
      );
      stop = () => {
        stopRoom();
        stopView();
      };
    })().catch(fail);
    return () => {
      stopped = true;
      set.delete(listener);
      stop?.();
    };
  };

  return {
    mode: 'online',
    async whoAmI() {
      try {
        return await (await session()).signIn();
      } catch (error) {
        throw toClientError(error);
      }
    },
    async send(operation, payload) {
      // A request that names the player (createRoom, joinRoom, playDaily, createRoomFromGame)
      // signs in with that name first, so it is their display name.
      const { name } = payload as { readonly name?: unknown };
      if (typeof name === 'string') await signInAs(name);
      return call(operation, definedFields(payload));
    },
    // Lessons are played on the phone, against the offline table's AI.
    startLesson: () =>
      Promise.reject(new GameClientError('client/offline', 'Lessons are played offline, on this phone.')),
    async dailyStanding(date) {
      try {
        const firebase = await session();
        const uid = await firebase.signIn();
        const [standing, mine] = await Promise.all([
          firebase.read(dailyPath(date)) as Promise<DailyStandingDoc | null>,
          firebase.read(dailyResultPath(date, uid)) as Promise<DailyResultDoc | null>,
        ]);
        return { standing: standing ?? null, counted: mine?.counted === true };
      } catch (error) {
        throw toClientError(error);
      }
    },
    async readStats() {
      try {
        const firebase = await session();
        const data = await firebase.read(statsPath(await firebase.signIn()));
        if (data === null) return null;
        const stats = decodePersonStats(data);
        if (!stats.ok) throw new GameClientError(stats.error.code, stats.error.message);
        return stats.value;
      } catch (error) {
        throw error instanceof GameClientError ? error : toClientError(error);
      }
    },
    async sayHere(roomId, gone = false) {
      // A heartbeat too soon after the last (the rules take one per 2 s) or lost on the way is
      // refused quietly: the caller decides whether to say it again.
      try {
        const firebase = await session();
        await firebase.beat(presencePath(roomId, await firebase.signIn()), gone);
        return true;
      } catch {
        return false;
      }
    },
    async heardNow(roomId, uid) {
      const firebase = await session();
      const heard = await firebase.heartbeat(presencePath(roomId, uid));
      if (heard !== undefined) return heard;
      const data = (await firebase.read(presencePath(roomId, uid))) as {
        at?: unknown;
        gone?: unknown;
      } | null;
      if (data === null) return null;
      const at = (data.at as { toMillis?: () => number } | undefined)?.toMillis?.() ?? null;
      return { at, gone: data.gone === true };
    },
    subscribePresence(roomId, onHeard, onError) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void (async () => {
        const firebase = await session();
        await firebase.signIn();
        if (stopped) return;
        stop = firebase.watchAll(
          presenceCollectionPath(roomId),
          (docs) => {
            const heard = new Map<string, Heard>();
            for (const [uid, data] of docs)
              heard.set(uid, { at: typeof data.at === 'number' ? data.at : null, gone: data.gone === true });
            onHeard(heard);
          },
          (error) => onError(toClientError(error)),
        );
      })().catch((error: unknown) => onError(toClientError(error)));
      return () => {
        stopped = true;
        stop?.();
      };
    },
    // The server's AI is never paced: nothing to hear.
    subscribePace: () => () => {},
    // The server keeps one game that every tab plays: no tab has to take it.
    playHere: () => Promise.resolve(),
    async linkGoogle() {
      try {
        await (await session()).linkGoogle();
      } catch (error) {
        throw googleError(error);
      }
    },
    async signInWithGoogle() {
      try {
        await (await session()).signInWithGoogle();
      } catch (error) {
        throw googleError(error);
      }
    },
    async refresh(roomId) {
      try {
        const firebase = await session();
        const uid = await firebase.signIn();
        const room = (await firebase.read(roomPath(roomId))) as RoomDocument | null;
        const viewId = room === null ? uid : viewIdOf(uid, room.lobby.watchers);
        const view = await firebase.read(viewPath(roomId, viewId));
        const newer = newerFormatError(room) ?? newerFormatError(view);
        if (newer !== null) throw newer;
        for (const listener of listeners.get(roomId) ?? []) {
          const data = listener.kind === 'room' ? room : view;
          if (data !== null) listener.push(data);
        }
      } catch (error) {
        throw toClientError(error);
      }
    },
    subscribeRoom: (roomId, onRoom, onError) =>
      listen(roomId, 'room', (data) => onRoom(data as RoomDocument), onError),
    subscribeView: (roomId, onView, onError) =>
      listen(roomId, 'view', (data) => onView(data as ViewDocument), onError),
  };
}
