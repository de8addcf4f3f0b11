// A member's view document (their own, or the one they share as a watcher or coach) as the web
// client will see it: an onSnapshot listener that keeps
// every version it is shown (with the moment it arrived), and lets a test wait for a version.
import type { Firestore } from 'firebase/firestore';
import { disableNetwork, doc, enableNetwork, onSnapshot } from 'firebase/firestore';
import { viewPath } from '@texas42/shared';
import type { PlayerView } from '@texas42/shared';

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
  /** How many times a wait, hearing nothing, took the client off the network and back. */
  revivals(): number;
  /** Stops listening. */
  stop(): void;
}

/** How long a wait may hear nothing from its listener before it reconnects (by default). */
const SILENCE_MS = 20_000;

/** The view inside a view document: an object, or JSON text if the server stores it so. */
const viewIn = (data: Record<string, unknown>): PlayerView =>
  (typeof data.view === 'string' ? JSON.parse(data.view) : data.view) as PlayerView;

/** Listens to `rooms/{roomId}/views/{viewId}` (a seated member's uid, `spectator` or
 * `coach-{seat}`) from a signed-in client's Firestore; a wait that hears nothing for `silenceMs`
 * reconnects the client. */
export function watchView(
  firestore: Firestore,
  roomId: string,
  viewId: string,
  silenceMs = SILENCE_MS,
): ViewFeed {
  const received: ReceivedView[] = [];
  const waiters = new Set<() => void>();
  let failure: Error | null = null;
  let lastHeard = performance.now();
  const listen = () =>
    onSnapshot(
      doc(firestore, viewPath(roomId, viewId)),
      (snapshot) => {
        lastHeard = performance.now();
        const data = snapshot.data();
        if (data === undefined) return;
        const version = data.version as number;
        if (received.length > 0 && received[received.length - 1]!.version >= version) return;
        received.push({
          version,
          view: viewIn(data),
          bytes: Buffer.byteLength(JSON.stringify(data)),
          at: performance.now(),
        });
        for (const wake of waiters) wake();
      },
      (error) => {
        failure = error;
        for (const wake of waiters) wake();
      },
    );
  let unsubscribe = listen();
  /** With twenty clients on two cores, the emulator's listen stream has been seen to go silent
   * for one client (no snapshot for minutes while its document changed, in the concurrency and
   * audience tests), and opening the listener again on the same stream did not always wake it (a
   * CI run waited two minutes through six reopenings). A wait that hears nothing for `silenceMs`
   * takes the client off the network and back, as a phone does when its signal drops, which
   * closes the stream and opens a new one, and listens again; every version it shows still comes
   * from a real listener on the real emulator. */
  let reviving = false;
  let stopped = false;
  let revivals = 0;
  const reopenIfSilent = async () => {
    if (reviving || stopped || performance.now() - lastHeard < silenceMs) return;
    reviving = true;
    revivals += 1;
    unsubscribe();
    try {
      await disableNetwork(firestore);
      await enableNetwork(firestore);
      if (!stopped) unsubscribe = listen();
    } catch (error) {
      failure = error as Error;
      for (const wake of waiters) wake();
    }
    lastHeard = performance.now();
    reviving = false;
  };
  const latest = () => received[received.length - 1] ?? null;
  const until = (test: (view: ReceivedView) => boolean, timeoutMs = 30_000) =>
    new Promise<ReceivedView>((resolve, reject) => {
      const check = () => {
        if (failure !== null) return finish(() => reject(failure));
        const found = received.find(test);
        if (found !== undefined) finish(() => resolve(found));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no view ${viewId} of ${roomId} in ${timeoutMs} ms`))),
        timeoutMs,
      );
      const watchdog = setInterval(() => void reopenIfSilent(), silenceMs / 4);
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
    },
  };
}
