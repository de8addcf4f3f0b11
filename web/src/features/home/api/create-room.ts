// Creating an online room: the caller becomes its host in seat 0.
import { useMutation } from '@tanstack/react-query';
import { roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that creates an online room for `playerName`. */
export function useCreateRoom() {
  const client = useGameClient('online');
  return useMutation({
    mutationKey: ['room', 'create'],
    mutationFn: async (playerName: string) =>
      roomRefOf('online', await client.send('createRoom', { name: playerName })),
  });
}
