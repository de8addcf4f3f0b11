// One QueryClient for the app. Room views arrive by push (GameClient.subscribe) and are written
// into the cache, so queries never refetch on their own; mutations surface their errors inline.
// Network mode is 'always': the transport knows what being offline means (the offline worker
// needs no network; the online client says at once that the server is out of reach), where
// TanStack's default would silently pause every tap while the phone reports no connection.
// Subscribers hear of a cache change in a microtask rather than TanStack's default
// setTimeout(0): a player's own move, written into the cache as the tap is handled, is then drawn
// before the next frame, not after every task a busy page has queued (the per-tap timings of
// `npm run bench:web` measure it).
import { QueryClient, notifyManager } from '@tanstack/react-query';

/** Creates the app's QueryClient with push-friendly defaults. */
export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
