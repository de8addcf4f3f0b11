// A seated player's answer to a watcher who asks to coach them: only an accepted coach sees the
// player's hand.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that accepts or declines the watcher `uid`'s request to coach the caller. */
export function useAnswerCoach(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'answer-coach'],
    mutationFn: ({ uid, accept }: { uid: string; accept: boolean }) =>
      client.send('answerCoach', { roomId, uid, accept }),
  });
}
