// Joining an online room by its invite code: a free seat, else a spectator place.
import { useMutation } from '@tanstack/react-query';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that joins the room behind an invite code. */
export function useJoinRoom() {
  const client = useGameClient('online');
  return useMutation({
    mutationKey: ['room', 'join'],
    mutationFn: (request: { playerName: string; inviteCode: string }) => client.joinRoom(request),
  });
}
