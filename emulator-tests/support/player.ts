// A person at a phone: their own web SDK app, signed in anonymously as their own user. Calls come
// back as values (the data, or the error's code and message) so tests can count outcomes.
import { FirebaseError } from 'firebase/app';
import {
  disableNetwork,
  doc,
  getDocFromServer,
  onSnapshot,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { presencePath, roomPath } from '@texas42/shared';
import type { CallableName } from '@texas42/shared';
import { withinLimit } from './call-limit';
import { failuresSince, transportMark } from './transport';
import type { ViewFeed } from './view-feed';
import { watchView } from './view-feed';
import { webClient } from './web-client';

/** What a callable answered: its data, or the error a client sees. */
export type Outcome =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly details: unknown };

/** A signed-in client. */
export interface Player {
  readonly uid: string;
  /** Calls a callable; never throws for an error the callable returns. */
  call(callable: CallableName, data: unknown): Promise<Outcome>;
  /** Starts listening to a view document of a room: this player's own unless `viewId` names a
   * shared one (`spectator`, `coach-{seat}`); a wait that hears nothing for `silenceMs` (20 s
   * unless given) while the stored view satisfies it listens again from a fresh app. */
  watch(roomId: string, viewId?: string, silenceMs?: number): ViewFeed;
  /** Starts listening to a room's public document; returns every version received, as JSON text. */
  watchRoom(roomId: string): readonly string[];
  /** Reads one document from the server through the rules (never from the cache a listener
   * keeps): its data (null when it does not exist), or 'denied' when the rules refuse. */
  read(path: string): Promise<Record<string, unknown> | null | 'denied'>;
  /** Tries to write `data` to the document at `path` as a cheater's script would; 'denied' when
   * the rules refuse. */
  write(path: string, data: Record<string, unknown>): Promise<'ok' | 'denied'>;
  /** Writes this player's heartbeat at `roomId` as the app does (`gone` when its page closes),
   * or, given `uid`, tries to write another's; 'denied' when the rules refuse. */
  beat(
    roomId: string,
    options?: { readonly gone?: boolean; readonly uid?: string },
  ): Promise<'ok' | 'denied'>;
  /** Takes this client's Firestore off the network, as a phone whose signal dropped: its
   * listeners hear nothing until a view feed's wait listens again from a fresh app. */
  goOffline(): Promise<void>;
  /** Links this user to the (fake, emulator) Google account `sub`: the uid stays the same. */
  linkGoogle(sub: string): Promise<string>;
  /** Signs in with the (fake) Google account `sub` as the home screen's button does; returns the
   * uid now signed in (this player's, unless another player holds the account). */
  signInAsHomeDoes(sub: string): Promise<string>;
  /** Stops every listener and releases the app. */
  close(): Promise<void>;
}

let count = 0;

/** Calls `callable` through `call` (within the call limit), turning a FirebaseError into an
 * outcome (anything else is rethrown). An `internal` says what failed below the callable protocol
 * (transport.ts). */
async function outcomeOf(callable: CallableName, call: () => Promise<unknown>): Promise<Outcome> {
  const mark = transportMark();
  try {
    return { ok: true, data: await withinLimit(callable, call) };
  } catch (error) {
    if (!(error instanceof FirebaseError)) throw error;
    const code = error.code.replace(/^functions\//, '');
    const details = (error as FirebaseError & { details?: unknown }).details;
    const below = code === 'internal' ? failuresSince(mark, callable) : '';
    return {
      ok: false,
      code,
      message: below === '' ? error.message : `${error.message} (${below})`,
      details,
    };
  }
}

/** A client that has not signed in: every call goes out with no user. */
export function signedOutClient(): Pick<Player, 'call' | 'close'> {
  const client = webClient(`signed-out-${++count}`);
  return {
    call: (callable, data) => outcomeOf(callable, () => client.call(callable, data)),
    close: () => client.close(),
  };
}

/** A new anonymous user on their own client; with `google`, signed in with that (fake, emulator)
 * Google account instead, the same user on every client that does so. */
export async function signIn(label = 'player', google?: string): Promise<Player> {
  const client = webClient(`${label}-${++count}`);
  const mark = transportMark();
  const uid = await (google === undefined ? client.signIn() : client.signInWithGoogle(google)).catch(
    (error: unknown) => {
      // A sign-in that failed on the way says what this process's requests met (transport.ts).
      const below = failuresSince(mark);
      throw below === '' ? error : new Error(`${String(error)} (${below})`, { cause: error });
    },
  );
  const stops: (() => void)[] = [];
  return {
    uid,
    call: (callable, data) => outcomeOf(callable, () => client.call(callable, data)),
    watch: (roomId, viewId = uid, silenceMs) => {
      const feed = watchView(client.firestore, roomId, viewId, {
        silenceMs,
        fresh: () => client.freshFirestore(),
      });
      stops.push(() => feed.stop());
      return feed;
    },
    watchRoom: (roomId) => {
      const received: string[] = [];
      const stop = onSnapshot(doc(client.firestore, roomPath(roomId)), (snapshot) => {
        if (snapshot.exists()) received.push(JSON.stringify(snapshot.data()));
      });
      stops.push(stop);
      return received;
    },
    read: async (path) => {
      try {
        return (await getDocFromServer(doc(await client.readerFirestore(), path))).data() ?? null;
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'permission-denied') return 'denied';
        throw error;
      }
    },
    write: async (path, data) => {
      try {
        await setDoc(doc(client.firestore, path), data);
        return 'ok';
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'permission-denied') return 'denied';
        throw error;
      }
    },
    beat: async (roomId, { gone = false, uid: whose = uid } = {}) => {
      try {
        await setDoc(doc(client.firestore, presencePath(roomId, whose)), { at: serverTimestamp(), gone });
        return 'ok';
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'permission-denied') return 'denied';
        throw error;
      }
    },
    goOffline: () => disableNetwork(client.firestore),
    linkGoogle: (sub) => client.linkGoogle(sub),
    signInAsHomeDoes: (sub) => client.signInAsHomeDoes(sub),
    close: async () => {
      for (const stop of stops) stop();
      await client.close();
    },
  };
}
