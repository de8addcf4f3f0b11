import { newRoom } from '@texas42/shared';
import { roomCallable } from '../callable';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** createRoom: a new room in its lobby with a free invite code; the caller hosts from seat 0. */
export const createRoom = roomCallable('createRoom', async (uid, request) => {
  const room = await createRoomWithInvite(uid, (id, seed) =>
    newRoom('createRoom', uid, request, { id, seed, now: Date.now() }),
  );
  return afterCommitWithCode(room);
});
