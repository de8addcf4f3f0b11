// A browser-like client in Node: the firebase web SDK wired to the emulators, as web/ will be.
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  linkWithCredential,
  signInAnonymously,
  signInWithCredential,
  updateCurrentUser,
} from 'firebase/auth';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { signInWithGoogleAccount } from '../../web/src/lib/firebase/google-account';
import { HOST, PORTS, PROJECT_ID } from './emulators';

/** A Google credential as the Auth emulator takes one: an unsigned ID token naming the account
 * `sub` (the emulator does not check signatures; a real Google sign-in would be a popup). */
const fakeGoogle = (sub: string) =>
  GoogleAuthProvider.credential(JSON.stringify({ sub, email: `${sub}@example.com`, email_verified: true }));

/** The port clients made from now on send their calls to: the functions emulator's, unless a
 * bench serves the callables itself (bench/one-instance.ts). */
let functionsPort: number = PORTS.functions;

/** Sends the calls of clients made from now on to the callables served on `port`. */
export function callFunctionsAt(port: number): void {
  functionsPort = port;
}

/** A web SDK app named `name`, its Auth and Firestore connected to the emulators. */
function emulatorApp(name: string) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
  return { app, auth, firestore };
}

/** One web SDK app (named, so tests can hold several) connected to the auth, functions and Firestore emulators. */
export function webClient(name: string) {
  const { app, auth, firestore } = emulatorApp(name);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, functionsPort);
  /** Other apps of this client (closed with it), each with a cache of its own. */
  const apps: FirebaseApp[] = [];
  /** Signs `other` in as this client's user, as it stands now (a linked account included). */
  const asThisUser = async (other: { auth: Auth; firestore: Firestore }) => {
    if (auth.currentUser === null) throw new Error('sign in first');
    await updateCurrentUser(other.auth, auth.currentUser);
    return other.firestore;
  };
  const another = (role: string) => {
    const other = emulatorApp(`${name}-${role}-${apps.length + 1}`);
    apps.push(other.app);
    return other;
  };
  // The SDK answers a read of a document its app listens to from that listener's last snapshot,
  // even a getDocFromServer, and that snapshot may be older than a write the server has already
  // committed (a callable's answer arrives before its view reaches the listener). So reads go
  // through a second app, signed in as the same user, that listens to nothing.
  let reader: { auth: Auth; firestore: Firestore } | null = null;
  return {
    firestore,
    /** A Firestore signed in as this client's user that no listener shares, for reads from the server. */
    readerFirestore: (): Promise<Firestore> => asThisUser((reader ??= another('reader'))),
    /** A new Firestore signed in as this client's user, with an empty cache: a listener the
     * emulator left behind starts again on one (support/view-feed.ts). */
    freshFirestore: (): Promise<Firestore> => asThisUser(another('listener')),
    /** Signs in anonymously and returns the uid. */
    signIn: async () => (await signInAnonymously(auth)).user.uid,
    /** Signs in with the (fake) Google account `sub` and returns the uid. */
    signInWithGoogle: async (sub: string) => (await signInWithCredential(auth, fakeGoogle(sub))).user.uid,
    /** Signs in with the (fake) Google account `sub` as the home screen's button does
     * (web/src/lib/firebase/google-account.ts); returns the uid signed in. */
    signInAsHomeDoes: async (sub: string) => {
      await signInWithGoogleAccount(auth, {
        link: (guest) => linkWithCredential(guest, fakeGoogle(sub)),
        signIn: () => signInWithCredential(auth, fakeGoogle(sub)),
      });
      return auth.currentUser!.uid;
    },
    /** Links the signed-in user to the (fake) Google account `sub`; returns the uid, which stays. */
    linkGoogle: async (sub: string) => {
      if (auth.currentUser === null) throw new Error('sign in first');
      return (await linkWithCredential(auth.currentUser, fakeGoogle(sub))).user.uid;
    },
    /** The signed-in user's ID token, as the SDK sends it with a call. */
    idToken: async () => {
      if (auth.currentUser === null) throw new Error('sign in first');
      return auth.currentUser.getIdToken();
    },
    /** Calls a callable by name. */
    call: async <Request, Response>(callable: string, data: Request) =>
      (await httpsCallable<Request, Response>(functions, callable)(data)).data,
    /** Releases the app's connections so the test process can exit. */
    close: async () => {
      await Promise.all([app, ...apps].map((each) => deleteApp(each)));
    },
  };
}
