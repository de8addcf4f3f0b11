// The four moves at the table share one path: the action is built for the request's seat (else
// the caller's), and `act` authorizes it (own seat, offered by the table) before the engine runs,
// with the key of the deal it may lead to.

import { act, moveAction, seatOfUid } from '@texas42/shared';
import type { CallableRequests, MoveCallable, RoomResponse } from '@texas42/shared';
import { nextDealKey } from '../deal-keys';
import { changeRoom } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** Makes the move `name` describes for the caller, then lets the AI seats answer. */
export const moveAtTable = async <N extends MoveCallable>(
  name: N,
  uid: string,
  request: CallableRequests[N],
): Promise<RoomResponse> => {
  const room = await changeRoom(request.roomId, async (state) =>
    act(state.room, {
      uid,
      version: versionToCheck(state, uid, request.version),
      now: Date.now(),
      dealKey: await nextDealKey(state.room),
      action: moveAction(name, request, request.seat ?? seatOfUid(state.room, uid) ?? 0),
    }),
  );
  return afterCommit(room);
};
