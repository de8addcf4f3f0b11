// The host's rule changes in the lobby: a preset, one setting, or the turn clock at a time.
import { useMutation } from '@tanstack/react-query';
import type { TableChanges } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that applies `changes`, against the room version the host saw. */
export function useConfigureRoom(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'configure'],
    mutationFn: ({ changes, version }: { changes: TableChanges; version: number }) =>
      client.send('configureRoom', { roomId, changes, version }),
  });
}
