// A GameClient whose transport is fetched on first use. The home screen draws before either
// transport, or the shared code they carry (the engine, the AI, the schemas, the statistics), has
// been downloaded; the first call or subscription loads it, and every later one goes straight to
// it. A transport that fails to load (the network dropped before the app was cached) fails that
// call like any unreachable server, and the next call tries again.
import type { GameClient, GameClientMode, Unsubscribe } from './game-client';
import { GameClientError } from './game-client';

/** The members that return a promise: each waits for the transport, then asks it. */
type Call = Exclude<keyof GameClient, 'mode' | Subscription>;

/** The members that take listeners and return an Unsubscribe at once. */
type Subscription = 'subscribeRoom' | 'subscribeView' | 'subscribePresence' | 'subscribePace';

/** The error a call or listener gets when the transport's code could not be fetched. */
const notLoaded = (error: unknown): GameClientError =>
  error instanceof GameClientError ? error : new GameClientError('client/unreachable');

/** A `mode` client that loads its transport with `load` when first used. */
export function lazyGameClient(mode: GameClientMode, load: () => Promise<GameClient>): GameClient {
  let ready: GameClient | null = null;
  let loading: Promise<GameClient> | null = null;
  const transport = (): Promise<GameClient> =>
    (loading ??= load().then(
      (client) => (ready = client),
      (error: unknown) => {
        loading = null;
        throw notLoaded(error);
      },
    ));

  /** Waits for the transport, then asks it. */
  const call = <K extends Call>(name: K): GameClient[K] =>
    ((...args: unknown[]) =>
      transport().then((client) => (client[name] as (...a: unknown[]) => unknown)(...args))) as GameClient[K];

  /** Subscribes at once when the transport is here (as the transport itself would), else once it
   * arrives, unless unsubscribed by then. */
  const subscription = <K extends Subscription>(name: K): GameClient[K] =>
    ((...args: Parameters<GameClient[K]>): Unsubscribe => {
      const subscribe = (client: GameClient) =>
        (client[name] as (...a: Parameters<GameClient[K]>) => Unsubscribe)(...args);
      if (ready !== null) return subscribe(ready);
      let stop: Unsubscribe | null = null;
      let stopped = false;
      const onError = args[2] as (error: GameClientError) => void;
      transport().then((client) => {
        if (!stopped) stop = subscribe(client);
      }, onError);
      return () => {
        stopped = true;
        stop?.();
      };
    }) as GameClient[K];

  return {
    mode,
    whoAmI: call('whoAmI'),
    send: call('send'),
    startLesson: call('startLesson'),
    dailyStanding: call('dailyStanding'),
    sayHere: call('sayHere'),
    heardNow: call('heardNow'),
    linkGoogle: call('linkGoogle'),
    signInWithGoogle: call('signInWithGoogle'),
    readStats: call('readStats'),
    refresh: call('refresh'),
    playHere: call('playHere'),
    subscribeRoom: subscription('subscribeRoom'),
    subscribeView: subscription('subscribeView'),
    subscribePresence: subscription('subscribePresence'),
    subscribePace: subscription('subscribePace'),
  };
}
