import { claimTimeout as claim } from '@texas42/shared';
import { roomCallable } from '../callable';
import { serverStrategy } from '../ai-driver';
import { nextDealKey } from '../deal-keys';
import { silentTurnMs } from '../presence';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** claimTimeout: after the turn clock runs out (without a clock, after the seat on turn was
 * silent a while), the AI moves for the absent seat, marked away. */
export const claimTimeout = roomCallable('claimTimeout', async (uid, request) => {
  const room = await changeRoom(request.roomId, async (state) =>
    claim(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      now: Date.now(),
      dealKey: await nextDealKey(state.room),
      strategy: serverStrategy,
      silentAfter: silentTurnMs(),
    }),
  );
  return afterCommit(room);
});
