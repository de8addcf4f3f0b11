// A member's view document (their own, or the one they share as a watcher or coach) as the web
// client will see it: an onSnapshot listener that keeps
// every version it is shown (with the moment it arrived), and lets a test wait for a version.
import type { Firestore } from 'firebase/firestore';
import { doc, onSnapshot } from 'firebase/firestore';
import { viewPath } from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';
import { holdStoredViews, storedData } from './stored-view';

/** One view document as a listener received it. */
export interface ReceivedView {
  readonly version: number;
  readonly view: PlayerView;
  /** The document's size as JSON text, in bytes. */
  readonly bytes: number;
  /** `performance.now()` when the snapshot arrived. */
  readonly at: number;
}

/** The listener's record and the way to wait on it. */
export interface ViewFeed {
  /** Every distinct version received, oldest first. */
  readonly received: readonly ReceivedView[];
  /** The newest view, or null before the first. */
  latest(): ReceivedView | null;
  /** Resolves with the first received view (already here or to come) that satisfies `test`. */
  until(test: (view: ReceivedView) => boolean, timeoutMs?: number): Promise<ReceivedView>;
  /** How many times a wait, hearing nothing while the stored view satisfied it, started the
   * listener again on a fresh Firestore. */
  revivals(): number;
  /** Stops listening. */
  stop(): void;
}

/** How long a wait may hear nothing from its listener before it checks the stored view (by default). */
const SILENCE_MS = 20_000;

/** The view inside a view document: an object, or JSON text if the server stores it so. */
const viewIn = (data: Record<string, unknown>): PlayerView =>
  (typeof data.view === 'string' ? JSON.parse(data.view) : data.view) as PlayerView;

/** A view document's data as a listener keeps it. */
const receivedOf = (data: Record<string, unknown>): ReceivedView => ({
  version: data.version as number,
  view: viewIn(data),
  bytes: Buffer.byteLength(JSON.stringify(data)),
  at: performance.now(),
});

/** How the stored document stands against a wait: not stored, stored and satisfying it (so a
 * silent listener was never told), or stored and not satisfying it yet. */
async function storedAgainst(path: string, test: (view: ReceivedView) => boolean) {
  const stored = await storedData(path);
  if (stored === undefined) return { behind: false, says: 'the document is not stored' };
  const version = stored.version as number;
  return test(receivedOf(stored))
    ? { behind: true, says: `the stored version ${version} satisfies the wait: the listener was never told` }
    : { behind: false, says: `the stored version ${version} does not satisfy the wait either` };
}

/** How a feed waits: how long it may hear nothing before it checks the stored view, and where
 * it listens again when its listener was left behind. */
export interface FeedOptions {
  readonly silenceMs?: number;
  /** A new Firestore signed in as the same user, with an empty cache. */
  readonly fresh: () => Promise<Firestore>;
}

/** Listens to `rooms/{roomId}/views/{viewId}` (a seated member's uid, `spectator` or
 * `coach-{seat}`) from a signed-in client's Firestore; a wait that hears nothing for `silenceMs`
 * while the stored view satisfies it listens again from a fresh Firestore. */
export function watchView(
  start: Firestore,
  roomId: string,
  viewId: string,
  { silenceMs = SILENCE_MS, fresh }: FeedOptions,
): ViewFeed {
  let firestore = start;
  const received: ReceivedView[] = [];
  const waiters = new Set<() => void>();
  let failure: Error | null = null;
  let lastHeard = performance.now();
  let snapshots = 0;
  let lastSnapshot = 'none';
  const path = viewPath(roomId, viewId);
  const listen = () =>
    onSnapshot(
      doc(firestore, path),
      (snapshot) => {
        lastHeard = performance.now();
        snapshots += 1;
        const data = snapshot.data();
        lastSnapshot = `${data === undefined ? 'missing' : `version ${data.version as number}`}${snapshot.metadata.fromCache ? ' from cache' : ''}`;
        if (data === undefined) return;
        const version = data.version as number;
        if (received.length > 0 && received[received.length - 1]!.version >= version) return;
        received.push(receivedOf(data));
        for (const wake of waiters) wake();
      },
      (error) => {
        failure = error;
        for (const wake of waiters) wake();
      },
    );
  let unsubscribe = listen();
  const release = holdStoredViews();
  /** The Firestore emulator can leave a listener behind the stored truth, in two ways seen here:
   * - It answers a new listen with "missing" at a read time later than a commit that created the
   *   document but was not yet visible to the listen (a view document written while its member
   *   starts listening). The SDK keeps that absence in its cache, stamped with the read time, and
   *   from then on drops the document itself as older ("Ignoring outdated watch update" in the
   *   SDK's debug log, the cached time some 20 ms after the document's update time), on this
   *   stream and on every new one, until the next commit that touches it.
   * - A commit tells every listen stream watching the documents it changed, then sends each the
   *   "caught up" signal in a second pass, which throws at a stream closed in between
   *   (`IllegalStateException: Stream is already completed` from
   *   `ListenStreamManager.notifyListenersSynced` in the emulator's firestore-debug.log), and the
   *   streams after it never get the signal.
   * So a wait that hears nothing for `silenceMs` reads the stored document: when it already
   * satisfies the wait, the listener was not told, and it listens again from a fresh Firestore
   * (a new stream and an empty cache, as a phone that reloads the page). When it does not, the
   * server has not written it yet, and the wait goes on. */
  let checking = false;
  let stopped = false;
  let revivals = 0;
  const reviveIfBehind = async (test: (view: ReceivedView) => boolean) => {
    if (checking || stopped || performance.now() - lastHeard < silenceMs) return;
    checking = true;
    try {
      if ((await storedAgainst(path, test)).behind && !stopped) {
        revivals += 1;
        unsubscribe();
        firestore = await fresh();
        if (!stopped) unsubscribe = listen();
      }
    } catch (error) {
      failure = error as Error;
      for (const wake of waiters) wake();
    }
    lastHeard = performance.now();
    checking = false;
  };
  const latest = () => received[received.length - 1] ?? null;
  const until = (test: (view: ReceivedView) => boolean, timeoutMs = 30_000) =>
    new Promise<ReceivedView>((resolve, reject) => {
      const check = () => {
        if (failure !== null) return finish(() => reject(failure));
        const found = received.find(test);
        if (found !== undefined) finish(() => resolve(found));
      };
      /** The failure names which side is wrong: the server (nothing stored satisfies the wait) or
       * the listener (something does, and it was never shown). */
      const timedOut = async () => {
        const heard =
          `the listener heard ${snapshots} snapshots (the last: ${lastSnapshot}, ` +
          `${Math.round(performance.now() - lastHeard)} ms ago) and listened again ${revivals} times`;
        const stored = await storedAgainst(path, test).then(
          ({ says }) => says,
          (error: Error) => `the stored document could not be read: ${error.message}`,
        );
        finish(() =>
          reject(new Error(`no view ${viewId} of ${roomId} in ${timeoutMs} ms: ${stored}; ${heard}`)),
        );
      };
      const timer = setTimeout(() => void timedOut(), timeoutMs);
      const watchdog = setInterval(() => void reviveIfBehind(test), silenceMs / 4);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        clearInterval(watchdog);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  return {
    received,
    latest,
    until,
    revivals: () => revivals,
    stop: () => {
      stopped = true;
      unsubscribe();
      release();
    },
  };
}
