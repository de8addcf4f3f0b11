// App-wide context: the query cache and the game clients. The clients are placeholders that
// report "not switched on yet" until the Firebase and offline transports land; swapping them in
// here is the only change the screens will need.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GameClients } from '../lib/game-client-context';
import { GameClientsContext } from '../lib/game-client-context';
import { createQueryClient } from '../lib/react-query';
import { createUnavailableGameClient } from '../lib/unavailable-game-client';

export type AppProviderProps = {
  readonly children: ReactNode;
  /** Tests and dev routes may hand in their own clients. */
  readonly clients?: GameClients;
};

/** Query cache plus one GameClient per mode. */
export function AppProvider({ children, clients }: AppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const [defaultClients] = useState<GameClients>(() => ({
    online: createUnavailableGameClient('online'),
    offline: createUnavailableGameClient('offline'),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <GameClientsContext value={clients ?? defaultClients}>{children}</GameClientsContext>
    </QueryClientProvider>
  );
}
