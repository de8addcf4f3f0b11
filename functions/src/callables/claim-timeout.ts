import { bySeat } from '@texas42/shared';
import { readPresence } from '../presence';
import { roomChangeCallable } from './change';

/** claimTimeout: after the turn clock runs out, the AI moves for the absent seat, marked away.
 * Without a clock, only a seat silent a while whose phone is not at the table: the server reads
 * the heartbeats of the seats' persons itself and judges them by its own clock. */
export const claimTimeout = roomChangeCallable('claimTimeout', async (room, { roomId }) => {
  if (room.status !== 'playing' || room.turnDeadline !== null) return {};
  const heard = await Promise.all(
    bySeat((seat) => {
      const { kind, uid } = room.seats[seat];
      return kind === 'human' && uid !== null ? readPresence(roomId, uid) : Promise.resolve(null);
    }),
  );
  return { heard };
});
