// "Play again" after a game: a new room with the same rules. Offline it starts at once (the same
// three AIs); online it opens the new room's lobby, where the host invites the table again.
import { useMutation } from '@tanstack/react-query';
import type { Settings } from '@texas42/shared';
import type { GameClientMode, RoomRef } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that creates the next room and resolves with it. */
export function usePlayAgain(mode: GameClientMode) {
  const client = useGameClient(mode);
  return useMutation({
    mutationKey: ['room', mode, 'play-again'],
    mutationFn: async ({
      playerName,
      settings,
    }: {
      playerName: string;
      settings: Settings;
    }): Promise<RoomRef> => {
      const room = await client.createRoom({ playerName });
      await client.configureRoom({ roomId: room.roomId, changes: { settings } });
      if (mode === 'offline') await client.startGame({ roomId: room.roomId });
      return room;
    },
  });
}
