// An offline game is a room on the offline client: the player in seat 0, three AI seats, no
// network. It can be turned into an online room later by inviting friends.
import { useMutation } from '@tanstack/react-query';
import { roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that opens an offline room against three AI players. */
export function useStartOfflineGame() {
  const client = useGameClient('offline');
  return useMutation({
    mutationKey: ['room', 'offline'],
    mutationFn: async (playerName: string) =>
      roomRefOf('offline', await client.send('createRoom', { name: playerName })),
  });
}
