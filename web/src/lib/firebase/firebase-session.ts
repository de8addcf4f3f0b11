// The Firebase side of the online client, loaded only when a player goes online (the SDK is the
// largest part of the app): one app with anonymous auth (kept across reloads by the SDK's
// IndexedDB persistence), the callables, and Firestore document listeners.
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  linkWithPopup,
  onIdTokenChanged,
  signInAnonymously,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromServer,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { startAppCheck } from './app-check';
import { EMULATOR_PORTS, firebaseTarget } from './firebase-config';

/** What the online client needs from Firebase. */
export interface FirebaseSession {
  /** The signed-in uid, signing in anonymously first (with `name` as display name) if needed. */
  signIn(name?: string): Promise<string>;
  /** Calls a callable and returns its data. */
  call<Response>(name: string, payload: unknown): Promise<Response>;
  /** Listens to a document: its data on every change (null while it does not exist). */
  watch(path: string, onData: (data: unknown) => void, onError: (error: unknown) => void): () => void;
  /** Reads a document from the server, bypassing the cache (null if it does not exist). */
  read(path: string): Promise<unknown>;
  /** Writes a heartbeat at `path`: the server's time of the write, and `gone` (said by a page
   * that closes, in a request that outlives it). */
  beat(path: string, gone: boolean): Promise<void>;
  /** Listens to a collection: each document's id and data (server times as ms) on every change. */
  watchAll(
    path: string,
    onDocs: (docs: ReadonlyMap<string, Record<string, unknown>>) => void,
    onError: (error: unknown) => void,
  ): () => void;
  /** Links the signed-in player to a Google account (a popup); the uid stays. */
  linkGoogle(): Promise<void>;
  /** Signs in with a Google account (a popup): the player linked to it. */
  signInWithGoogle(): Promise<void>;
}

/** A document's data with its Firestore timestamps as ms (a pending server time as null). */
const withMillis = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function'
        ? (value as { toMillis: () => number }).toMillis()
        : value,
    ]),
  );

/** Writes a `gone` heartbeat at document `path` of `projectId` through Firestore's REST API at
 * `base`, as the signed-in user of `idToken`, in a request that outlives the page (fetch
 * keepalive). The SDK's own write goes out on its channel a moment later, when a page that is
 * closing has already been torn down and its requests cancelled, so its goodbye was often lost. */
async function farewell(base: string, projectId: string, path: string, idToken: string): Promise<void> {
  const database = `projects/${projectId}/databases/(default)`;
  const write = {
    update: { name: `${database}/documents/${path}`, fields: { gone: { booleanValue: true } } },
    updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
  };
  const response = await fetch(`${base}/v1/${database}/documents:commit`, {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  if (!response.ok) throw new Error(`goodbye refused: ${response.status}`);
}

/** Starts Firebase for this page. */
export function openFirebaseSession(): FirebaseSession {
  const { options, emulatorHost } = firebaseTarget();
  const app = initializeApp(options);
  startAppCheck(app, emulatorHost !== null);
  const auth = getAuth(app);
  const functions = getFunctions(app);
  const firestore = getFirestore(app);
  if (emulatorHost !== null) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    connectFunctionsEmulator(functions, emulatorHost, EMULATOR_PORTS.functions);
    connectFirestoreEmulator(firestore, emulatorHost, EMULATOR_PORTS.firestore);
  }

  // The REST API's address, and the user's ID token kept as the SDK refreshes it: a closing page
  // has no time left to ask for either.
  const restBase =
    emulatorHost === null
      ? 'https://firestore.googleapis.com'
      : `http://${emulatorHost}:${EMULATOR_PORTS.firestore}`;
  let idToken: string | null = null;
  onIdTokenChanged(auth, (user) => {
    idToken = null;
    void user?.getIdToken().then((token) => {
      if (auth.currentUser === user) idToken = token;
    });
  });

  let signingIn: Promise<string> | null = null;
  if (import.meta.env.VITE_DEV_ROUTES === 'true') exposeLiveUpdateSwitch(firestore);

  return {
    async signIn(name) {
      await auth.authStateReady();
      let user = auth.currentUser;
      if (user === null) {
        signingIn ??= signInAnonymously(auth).then(
          (credential) => credential.user.uid,
          (error: unknown) => {
            signingIn = null; // lost on the way (no network): the next call signs in again
            throw error;
          },
        );
        await signingIn;
        user = auth.currentUser!;
      }
      if (name && user.displayName !== name) await updateProfile(user, { displayName: name });
      return user.uid;
    },
    async call<Response>(name: string, payload: unknown) {
      const result = await httpsCallable<unknown, Response>(functions, name)(payload);
      return result.data;
    },
    watch(path, onData, onError) {
      return onSnapshot(
        doc(firestore, path),
        (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
        onError,
      );
    },
    async read(path) {
      const snapshot = await getDocFromServer(doc(firestore, path));
      return snapshot.exists() ? snapshot.data() : null;
    },
    async beat(path, gone) {
      if (gone && idToken !== null) return farewell(restBase, options.projectId, path, idToken);
      await setDoc(doc(firestore, path), { at: serverTimestamp(), gone });
    },
    watchAll(path, onDocs, onError) {
      return onSnapshot(
        collection(firestore, path),
        (snapshot) => onDocs(new Map(snapshot.docs.map((d) => [d.id, withMillis(d.data())]))),
        onError,
      );
    },
    async linkGoogle() {
      await auth.authStateReady();
      if (auth.currentUser === null) await signInAnonymously(auth);
      await linkWithPopup(auth.currentUser!, new GoogleAuthProvider());
    },
    async signInWithGoogle() {
      await signInWithPopup(auth, new GoogleAuthProvider());
      signingIn = null;
    },
  };
}

/** Browser-test builds only: lets a test pause this page's live document updates (as when a
 * phone's connection lags) while its callables still go through, to make a stale tap. */
function exposeLiveUpdateSwitch(firestore: ReturnType<typeof getFirestore>) {
  Object.assign(window, {
    texas42LiveUpdates: {
      pause: () => disableNetwork(firestore),
      resume: () => enableNetwork(firestore),
    },
  });
}
