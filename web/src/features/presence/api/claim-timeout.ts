// The referee: once the turn clock of another seat has run out, any seated player's app asks the
// room to have the AI move for the absent seat. Several may ask; the room accepts one.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that claims the timeout, against the version the player saw. */
export function useClaimTimeout(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'claim-timeout'],
    mutationFn: (version: number) => client.send('claimTimeout', { roomId, version }),
  });
}
