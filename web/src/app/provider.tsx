// App-wide context: the query cache and the game clients: the offline one (the room layer in a
// Web Worker) and the online one (tests and dev routes may hand in their own); inside them, the
// device's comfort settings. Each transport's code loads on its first use (lib/lazy-game-client.ts),
// so the home screen does not download the engine, the AI or the schemas.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GameClients } from '../lib/game-client-context';
import { GameClientsContext } from '../lib/game-client-context';
import { createQueryClient } from '../lib/react-query';
import { lazyGameClient } from '../lib/lazy-game-client';
import { ComfortProvider } from './comfort-provider';

export type AppProviderProps = {
  readonly children: ReactNode;
  /** Tests and dev routes may hand in their own clients. */
  readonly clients?: GameClients;
};

/** Query cache plus one GameClient per mode. */
export function AppProvider({ children, clients }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const [defaultClients] = useState<GameClients>(() => ({
    online: lazyGameClient('online', async () =>
      (await import('../lib/firebase/firebase-game-client')).createFirebaseGameClient(),
    ),
    offline: lazyGameClient('offline', async () =>
      (await import('../lib/offline/offline-game-client')).createOfflineGameClient(),
    ),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <GameClientsContext value={clients ?? defaultClients}>
        <ComfortProvider>{children}</ComfortProvider>
      </GameClientsContext>
    </QueryClientProvider>
  );
}
