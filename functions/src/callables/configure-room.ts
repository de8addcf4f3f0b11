import { configureRoom as configure } from '@texas42/shared';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** configureRoom: the host changes the preset, settings, variants or turn clock in the lobby. */
export const configureRoom = roomCallable('configureRoom', async (uid, request) => {
  const room = await changeRoom(request.roomId, (state) =>
    configure(state.room, { ...request.changes, uid, version: versionToCheck(state, uid, request.version) }),
  );
  return afterCommit(room);
});
