import { answerCoach as answer } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** answerCoach: the seated caller accepts or declines the watcher `uid`'s request to coach them. */
export const answerCoach = roomCallable('answerCoach', async (uid, request) => {
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
