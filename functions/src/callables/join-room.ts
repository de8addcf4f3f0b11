import { isMember, roomAfter } from '@texas42/shared';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { byInvite, changeRoom } from '../store/transact';
import { afterCommitWithCode } from './answer';

/** joinRoom: by invite code, into a free seat (or the seat the caller left), else watching. Joining
 * a table one is not yet at spends a join of the caller's quota. */
export const joinRoom = roomCallable('joinRoom', async (uid, request) => {
  const room = await changeRoom(
    byInvite(request.code),
    (state) => roomAfter('joinRoom', state.room, uid, request, { now: Date.now(), strategy: serverStrategy }),
    { uid, kind: 'joins', applies: (before) => !isMember(before, uid) },
  );
  return afterCommitWithCode(room);
});
