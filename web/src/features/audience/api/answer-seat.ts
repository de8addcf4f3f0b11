// The host's answer to a watcher who asks for a seat the AI plays: only then do they sit there
// and see its hand.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that lets the watcher `uid` take the seat they asked for, or declines. */
export function useAnswerSeat(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'answer-seat'],
    mutationFn: ({ uid, accept }: { uid: string; accept: boolean }) =>
      client.send('answerSeat', { roomId, uid, accept }),
  });
}
