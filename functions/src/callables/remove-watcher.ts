import { removeWatcher as remove } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** removeWatcher: the host sends the watcher `uid` away; their read access ends with the commit. */
export const removeWatcher = roomCallable('removeWatcher', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    remove(state.room, { uid, version: versionToCheck(state, uid, request.version), watcher: request.uid }),
  );
  return afterCommit(room);
});
