// The host moves players: two seats swap occupants (partners are the seats opposite).
import { useMutation } from '@tanstack/react-query';
import type { Seat } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that swaps two seats, against the room version the host saw. */
export function useSwapSeats(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'swap-seats'],
    mutationFn: ({ seats, version }: { seats: readonly [Seat, Seat]; version: number }) =>
      client.send('swapSeats', { roomId, seats, version }),
  });
}
