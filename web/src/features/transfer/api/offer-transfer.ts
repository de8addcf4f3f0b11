// "Continue on another phone": a one-time link to this player's seat, for their other device.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that makes the link's secret (a new one replaces the last). */
export function useOfferTransfer(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'offer-transfer'],
    mutationFn: () => client.send('offerTransfer', { roomId }),
  });
}
