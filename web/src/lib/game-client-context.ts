// Screens reach the transports through React context, so tests and the dev routes can hand in
// any GameClient. The app provides one client per mode (online and offline).
import { createContext, useContext } from 'react';
import type { GameClient, GameClientMode } from './game-client';

/** The clients the app talks to, one per transport. */
export type GameClients = Readonly<Record<GameClientMode, GameClient>>;

export const GameClientsContext = createContext<GameClients | null>(null);

/** The client for one mode; throws if the app forgot the provider. */
export function useGameClient(mode: GameClientMode): GameClient {
  const clients = useContext(GameClientsContext);
  if (!clients) throw new Error('useGameClient needs a GameClientsContext provider (see app/provider.tsx).');
  return clients[mode];
}
