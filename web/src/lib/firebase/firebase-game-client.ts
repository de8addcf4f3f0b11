// The online GameClient: callables for every change, Firestore listeners for the two documents
// a member reads (the public room, and their view: a player's own at rooms/{roomId}/views/{uid},
// a watcher's the spectators' one, a coach's their seat's, as the room document says). The
// Firebase SDK is loaded on first use, so the home screen does not pay for it. Every failure
// reaches the screens as a GameClientError carrying the server's own message.
import {
  dailyPath,
  dailyResultPath,
  moveRequest,
  presenceCollectionPath,
  presencePath,
  decodePersonStats,
  roomPath,
  statsPath,
  viewIdOf,
  viewPath,
} from '@texas42/shared';
import type { CallableName, CallableResponses, DailyResultDoc, DailyStandingDoc } from '@texas42/shared';
import type { GameClient, Heard, RoomDocument, RoomRef, Unsubscribe, ViewDocument } from '../game-client';
import { GameClientError } from '../game-client';
import { newerFormatError } from './document-format';
import { googleError, toClientError } from './firebase-errors';
import type { FirebaseSession } from './firebase-session';

type Listener = { readonly kind: 'room' | 'view'; readonly push: (data: unknown) => void };

/** True for Firestore's refusal by the security rules. */
const isPermissionDenied = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/** `{ version }` when there is one: the callables take no `version: undefined`. */
const at = (version: number | undefined) => (version === undefined ? {} : { version });

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
    async createRoom({ playerName }): Promise<RoomRef> {
      await signInAs(playerName);
      const room = await call('createRoom', { name: playerName });
      return { roomId: room.roomId, inviteCode: room.code };
    },
    async joinRoom({ playerName, inviteCode, watch = false, coach, nextSeat = false }): Promise<RoomRef> {
      await signInAs(playerName);
      const room = await call('joinRoom', {
        code: inviteCode,
        name: playerName,
        ...(coach !== undefined
          ? { joining: { coach } }
          : nextSeat
            ? { joining: 'next-seat' }
            : watch
              ? { joining: 'watch' }
              : {}),
      });
      return { roomId: room.roomId, inviteCode: room.code };
    },
    async createRoomFromGame({ playerName, game, seat }): Promise<RoomRef> {
      await signInAs(playerName);
      const room = await call('createRoomFromGame', { name: playerName, seat, ...game });
      return { roomId: room.roomId, inviteCode: room.code };
    },
    async playDaily({ playerName }): Promise<RoomRef> {
      await signInAs(playerName);
      const room = await call('playDaily', { name: playerName });
      return { roomId: room.roomId, inviteCode: room.code };
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
    async leaveRoom(roomId) {
      await call('leaveRoom', { roomId });
    },
    async takeSeat({ roomId, seat, version }) {
      await call('takeSeat', { roomId, seat, ...at(version) });
    },
    async swapSeats({ roomId, seats, version }) {
      await call('swapSeats', { roomId, seats, ...at(version) });
    },
    async configureRoom({ roomId, changes, version }) {
      await call('configureRoom', { roomId, changes, ...at(version) });
    },
    async startGame({ roomId, version }) {
      await call('startGame', { roomId, ...at(version) });
    },
    async act({ roomId, action, version }) {
      const move = moveRequest(action, roomId, version);
      if (move === null) throw new GameClientError('room/system-action', 'The table does that by itself.');
      await call(move.callable, move.payload);
    },
    async claimTimeout({ roomId, version }) {
      await call('claimTimeout', { roomId, ...at(version) });
    },
    async answerCoach({ roomId, uid, accept, version }) {
      await call('answerCoach', { roomId, uid, accept, ...at(version) });
    },
    async removeWatcher({ roomId, uid, version }) {
      await call('removeWatcher', { roomId, uid, ...at(version) });
    },
    async markAway({ roomId, seat, version }) {
      await call('markAway', { roomId, seat, ...at(version) });
    },
    async setAway({ roomId, seat, away, version }) {
      await call('setAway', { roomId, seat, away, ...at(version) });
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
    async answerSeat({ roomId, uid, accept, version }) {
      await call('answerSeat', { roomId, uid, accept, ...at(version) });
    },
    offerTransfer: (roomId) => call('offerTransfer', { roomId }),
    async acceptTransfer(token) {
      const { roomId } = await call('acceptTransfer', { token });
      return { roomId, inviteCode: null };
    },
    async openDaily(roomId) {
      await call('openDaily', { roomId });
    },
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
