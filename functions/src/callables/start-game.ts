import { startGame as start } from '@texas42/shared';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** startGame: the host deals from a fresh server key; empty seats go to the AI. */
export const startGame = roomCallable('startGame', async (uid, request) => {
  const room = await changeRoom(request.roomId, async (state) =>
    start(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      dealKey: await nextDealKey(state.room, true),
      now: Date.now(),
    }),
  );
  return afterCommit(room);
});
