// Leaving a table: during a game the seat passes to the AI and stays the leaver's to take back.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that leaves the room. */
export function useLeaveRoom(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'leave'],
    mutationFn: () => client.send('leaveRoom', { roomId }),
  });
}
