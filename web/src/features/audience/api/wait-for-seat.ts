// A watcher asks for the next free seat: joining the room again for it puts them in its queue,
// and the host is offered the first in the queue once a seat is free.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that puts the watcher `playerName` in the queue at the table with `inviteCode`. */
export function useWaitForSeat(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'wait-for-seat'],
    mutationFn: ({ playerName, inviteCode }: { playerName: string; inviteCode: string }) =>
      client.send('joinRoom', { name: playerName, code: inviteCode, joining: 'next-seat' }),
  });
}
