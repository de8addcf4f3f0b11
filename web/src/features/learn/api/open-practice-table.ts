// After the last lesson, the practice table: a normal offline game (seat 0 and three AI seats,
// house rules, to 7 marks) against the Beginner AI, with hints on, so the player sits as a student
// and the hinter's advice shows on every turn. It is made by the same operations as any offline
// table: create the room, set its AI and hints, deal.
import { useMutation } from '@tanstack/react-query';
import { roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that opens the practice table and answers its room. */
export function useOpenPracticeTable() {
  const client = useGameClient('offline');
  return useMutation({
    mutationKey: ['room', 'offline', 'practice'],
    mutationFn: async (playerName: string) => {
      const created = await client.send('createRoom', { name: playerName });
      const { roomId } = created;
      const set = await client.send('configureRoom', {
        roomId,
        version: created.version,
        changes: { aiLevel: 'heuristic', transformers: [{ name: 'hints' }] },
      });
      await client.send('startGame', { roomId, version: set.version });
      return roomRefOf('offline', created);
    },
  });
}
