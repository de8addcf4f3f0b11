// Play here: the offline game another tab of this browser took is played in this tab again, from
// its latest save; the other tab then says the game is open here (lib/offline/offline-tab.ts).
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that makes this tab the one that plays the game `roomId`. */
export function usePlayHere(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'play-here'],
    mutationFn: () => client.playHere(roomId),
  });
}
