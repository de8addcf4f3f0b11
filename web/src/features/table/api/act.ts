// A move at the table (bid, trump, play, Next), sent against the view version the player saw.
// When the room refuses it (stale, or not allowed after all) the player reads the room's message
// and the view is fetched again, so the table shows what is true now.
import { useMutation } from '@tanstack/react-query';
import type { Action } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that submits one action; on refusal it resyncs the room's documents. */
export function useAct(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'act'],
    mutationFn: ({ action, version }: { action: Action; version: number }) =>
      client.act({ roomId, action, version }),
    onError: () => client.refresh(roomId).catch(() => {}),
  });
}
