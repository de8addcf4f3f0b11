// Joining an online room by its invite code: a free seat (else a spectator place), or to watch.
import { useMutation } from '@tanstack/react-query';
import { roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that joins the room behind an invite code. */
export function useJoinRoom() {
  const client = useGameClient('online');
  return useMutation({
    mutationKey: ['room', 'join'],
    mutationFn: async ({
      playerName,
      inviteCode,
      watch = false,
    }: {
      playerName: string;
      inviteCode: string;
      watch?: boolean;
    }) =>
      roomRefOf(
        'online',
        await client.send('joinRoom', {
          name: playerName,
          code: inviteCode,
          ...(watch ? { joining: 'watch' } : {}),
        }),
      ),
  });
}
