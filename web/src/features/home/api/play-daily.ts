// Today's daily deal: online the server deals the day's hand (by its clock) at a table of the
// player against three AIs, already started; a phone with no network plays a practice deal
// offline instead, and the table says so.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode, RoomRef } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that opens today's daily deal for `playerName`, and the mode it is played in. */
export function usePlayDaily() {
  const online = useGameClient('online');
  const offline = useGameClient('offline');
  return useMutation({
    mutationKey: ['room', 'daily'],
    mutationFn: async (playerName: string): Promise<RoomRef & { readonly mode: GameClientMode }> => {
      const mode: GameClientMode = navigator.onLine ? 'online' : 'offline';
      const room = await (mode === 'online' ? online : offline).playDaily({ playerName });
      return { ...room, mode };
    },
  });
}
