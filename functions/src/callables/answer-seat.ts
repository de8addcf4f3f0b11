import { answerSeat as answer } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** answerSeat: the host (or the person who left the seat) lets the watcher `uid` play the AI seat
 * they asked for, or declines. */
export const answerSeat = roomCallable('answerSeat', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    answer(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      watcher: request.uid,
      accept: request.accept,
    }),
  );
  return afterCommit(room);
});
