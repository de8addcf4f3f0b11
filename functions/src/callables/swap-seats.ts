import { swapSeats as swap } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** swapSeats: the host moves players in the lobby, two seats trading occupants. */
export const swapSeats = roomCallable('swapSeats', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    swap(state.room, { uid, version: versionToCheck(state, uid, request.version), seats: request.seats }),
  );
  return afterCommit(room);
});
