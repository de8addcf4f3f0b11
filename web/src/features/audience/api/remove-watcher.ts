// The host sends a watcher away: they leave the room and can no longer read the table.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that removes the watcher `uid` from the room. */
export function useRemoveWatcher(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'remove-watcher'],
    mutationFn: (uid: string) => client.send('removeWatcher', { roomId, uid }),
  });
}
