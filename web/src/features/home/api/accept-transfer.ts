// Opening a "continue on another phone" link: this device takes the seat it was made for.
import { useMutation } from '@tanstack/react-query';
import { roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that moves the link's seat to this device. */
export function useAcceptTransfer() {
  const client = useGameClient('online');
  return useMutation({
    mutationKey: ['room', 'accept-transfer'],
    mutationFn: async (token: string) => roomRefOf('online', await client.send('acceptTransfer', { token })),
  });
}
