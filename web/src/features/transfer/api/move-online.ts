// "Invite friends" from an offline game: the game so far (its replay record, from this device's
// saved copy) becomes an online room with the player in their seat and the AI in the others; the
// server checks the record, keeps its score and deals a fresh hand (an offline deal is known to
// this device). Friends who join take over AI seats. The offline copy stays on the device.
import { useMutation } from '@tanstack/react-query';
import { encodeGame } from '@texas42/shared';
import type { CreateRoomFromGameRequest, Seat } from '@texas42/shared';
import { GameClientError, roomRefOf } from '../../../lib/game-client';
import type { RoomRef } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { savedOfflineRecord } from '../../../lib/saved-offline-record';

/** A mutation that moves the saved offline game online and resolves with the new room. */
export function useMoveOnline() {
  const online = useGameClient('online');
  return useMutation({
    mutationKey: ['room', 'online', 'from-offline'],
    mutationFn: async ({ playerName, seat }: { playerName: string; seat: Seat }): Promise<RoomRef> => {
      const record = savedOfflineRecord();
      if (!record) throw new GameClientError('client/no-game');
      // A replay link is a few dozen characters; the record itself is the fallback.
      const link = encodeGame(record);
      // An offline game is dealt from a seed, the only record the schema takes (the server checks).
      const game = (link.ok ? { link: link.value } : { record }) as CreateRoomFromGameRequest;
      return roomRefOf(
        'online',
        await online.send('createRoomFromGame', { ...game, name: playerName, seat }),
      );
    },
  });
}
