// The host changes how strong the AI plays during a game (the only table option that may change
// once the game has started: it changes no rule).
import { useMutation } from '@tanstack/react-query';
import type { AiLevel } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that sets the table's AI level. It carries no version: the AI moves on while the
 * host picks, and a level is no answer to a position, so it is never stale. */
export function useSetAiLevel(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'ai-level'],
    mutationFn: (aiLevel: AiLevel) => client.send('configureRoom', { roomId, changes: { aiLevel } }),
  });
}
