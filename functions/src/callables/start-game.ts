import { startGame as start } from '@texas42/shared';
import { randomInt } from 'node:crypto';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** startGame: the host deals from a fresh server seed; empty seats go to the AI. */
export const startGame = roomCallable('startGame', async (uid, request) => {
  const seed = randomInt(2 ** 31);
  const room = await changeRoom(request.roomId, (state) =>
    start(state.room, { uid, version: versionToCheck(state, uid, request.version), seed, now: Date.now() }),
  );
  return afterCommit(room);
});
