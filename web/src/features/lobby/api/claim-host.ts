// Taking over a lobby whose host has been away a while, so the game can start without them: the
// server reads the host's heartbeat itself and refuses while they are there.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that makes the caller the host, against the room version and the host they saw (a
 * claim that comes second to another player's is told who is host now). */
export function useClaimHost(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'claim-host'],
    mutationFn: ({ version, host }: { version: number; host: string }) =>
      client.send('claimHost', { roomId, version, host }),
  });
}
