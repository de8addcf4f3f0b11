// How everybody did at today's daily deal, read once the player's own table has ended (the
// server counts a result in with the commit that ends its table, so it is there by then), and
// whether the player's own result counts (only signed-in accounts' do).
// Offline the deal is a practice one and is compared with no one.
import { useQuery } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import type { DailyStanding } from '../components/daily-result';

/** The standing of the daily deal of `date` once `ended`, for the result sheet. */
export function useDailyStanding(mode: GameClientMode, date: string | null, ended: boolean): DailyStanding {
  const client = useGameClient(mode);
  const { data } = useQuery({
    queryKey: ['daily', mode, date],
    queryFn: () => client.dailyStanding(date!),
    enabled: mode === 'online' && date !== null && ended,
  });
  if (mode === 'offline') return { kind: 'practice' };
  if (!data) return { kind: 'loading' };
  const { standing, counted } = data;
  return { kind: 'known', players: 0, madeBid: 0, bestPoints: 0, ...standing, counted };
}
