// Sitting in another seat: any free seat in the lobby (the old one goes back to the AI).
import { useMutation } from '@tanstack/react-query';
import type { Seat } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that moves the player to `seat`, against the room version they saw. */
export function useTakeSeat(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'take-seat'],
    mutationFn: ({ seat, version }: { seat: Seat; version: number }) =>
      client.send('takeSeat', { roomId, seat, version }),
  });
}
