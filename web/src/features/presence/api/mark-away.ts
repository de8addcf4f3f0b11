// A phone that has gone silent: one of the others marks its seat away (the server checks the
// silence with its own clock), and the AI plays its turns until its person is back.
import { useMutation } from '@tanstack/react-query';
import type { Seat } from '@texas42/shared';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that marks `seat` away. */
export function useMarkAway(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'mark-away'],
    mutationFn: (seat: Seat) => client.send('markAway', { roomId, seat }),
  });
}
