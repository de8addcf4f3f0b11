import { isMember, joinRoom as join } from '@texas42/shared';
import { roomCallable } from '../callable';
import { byInvite, changeRoom } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** joinRoom: by invite code, into a free seat (or the seat the caller left), else watching. Joining
 * a table one is not yet at spends a join of the caller's quota. */
export const joinRoom = roomCallable('joinRoom', async (uid, request) => {
  const room = await changeRoom(
    byInvite(request.code),
    (state) => join(state.room, { uid, name: request.name, code: request.code, joining: request.joining }),
    { uid, kind: 'joins', applies: (before) => !isMember(before, uid) },
  );
  return afterCommitWithCode(room);
});
