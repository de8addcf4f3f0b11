// A watcher asks to coach a seated player: they see that player's hand only once the player
// accepts. Asking is joining the room again, to coach that seat.
import type { Seat } from '@texas42/shared';
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that asks to coach `seat`'s player, as `playerName`, at the table with `inviteCode`. */
export function useAskToCoach(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'ask-to-coach'],
    mutationFn: ({ playerName, inviteCode, seat }: { playerName: string; inviteCode: string; seat: Seat }) =>
      client.send('joinRoom', { name: playerName, code: inviteCode, joining: { coach: seat } }),
  });
}
