// The host deals: the room leaves its lobby and empty seats go to the AI. The lobby's Start and
// the table's Play again both use it, so it lives beside the other hooks the features share.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../lib/game-client';
import { useGameClient } from '../lib/game-client-context';

/** A mutation that starts the game, against the room version the host saw. */
export function useStartGame(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'start'],
    mutationFn: (version: number) => client.send('startGame', { roomId, version }),
  });
}
