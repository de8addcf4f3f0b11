// A person's statistics from one transport: online the server's record of their account, offline
// this device's. Read when the screen asks (never pushed), and again on each visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameClient, GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** The query of `client`'s statistics. */
const statsQuery = (client: GameClient) =>
  queryOptions({
    queryKey: ['stats', client.mode],
    queryFn: () => client.readStats(),
    staleTime: 0,
  });

/** The statistics kept online or on this device (null before the first finished game). */
export function useStats(mode: GameClientMode) {
  return useQuery(statsQuery(useGameClient(mode)));
}
