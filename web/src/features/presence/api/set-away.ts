// Who plays a person's seat: the host hands it to the AI or gives it back; a person says "I'm
// back" for their own. The AI plays an away seat's turns at once.
import { useMutation } from '@tanstack/react-query';
import type { Seat } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that sets whether the AI plays `seat`. */
export function useSetAway(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'set-away'],
    mutationFn: ({ seat, away }: { seat: Seat; away: boolean }) =>
      client.send('setAway', { roomId, seat, away }),
  });
}
