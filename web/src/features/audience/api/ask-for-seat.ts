// A watcher asks for a seat the AI plays during a game: taking it only asks, and the host lets
// them in (or not).
import type { Seat } from '@texas42/shared';
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that asks for `seat`. */
export function useAskForSeat(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'ask-for-seat'],
    mutationFn: (seat: Seat) => client.send('takeSeat', { roomId, seat }),
  });
}
