import { configureRoom, createRoom as newRoom } from '@texas42/shared';
import { roomCallable } from '../callable';
import { createRoomWithInvite } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** createRoom: a new room in its lobby with a free invite code; the caller hosts from seat 0. */
export const createRoom = roomCallable('createRoom', async (uid, request) => {
  const room = await createRoomWithInvite(uid, (id, seed) => {
    const created = newRoom({ id, uid, name: request.name, seed });
    const { preset } = request;
    return created.ok && preset !== undefined ? configureRoom(created.value, { uid, preset }) : created;
  });
  return afterCommitWithCode(room);
});
