// One QueryClient for the app. Room views arrive by push (GameClient.subscribe) and are written
// into the cache, so queries never refetch on their own; mutations surface their errors inline.
import { QueryClient } from '@tanstack/react-query';

/** Creates the app's QueryClient with push-friendly defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
