// The callables that change a room by its id share one path, the room service's: read the room,
// bring the key of the deal the change may make (dealingOf), run the service's change for the
// caller (their version judged as the stored state sees it), and commit it only if the room is
// still as it was read (changeRoom, functions/src/store/transact.ts); then the AI seats on turn
// answer. A callable that needs more from the store than the room (markAway and claimTimeout:
// heartbeats of the seats' persons) reads it between the two (`more`). The commit checks only the
// documents it writes, so a heartbeat written in those milliseconds is not seen.

import { dealingOf, roomAfter } from '@texas42/shared';
import type { CallableName, CallableRequests, Outside, Room, RoomCallable } from '@texas42/shared';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { presenceStaleMs, silentTurnMs } from '../presence';
import type { QuotaKind } from '../quota/limits';
import { changeRoom, spendQuota } from '../store/transact';
import { versionToCheck } from '../store/stored-state';
import { afterCommit } from './answer';

/** The callables that change the room their request names by id: all but joinRoom (by invite
 * code), acceptTransfer (by the link's secret) and offerTransfer (answers with a link, not a room). */
type ByIdCallable = Exclude<RoomCallable, 'joinRoom' | 'acceptTransfer' | 'offerTransfer'>;

/** The key of the deal callable `name` may make in `room`, or none when it makes no deal. */
const dealKeyFor = (name: CallableName, room: Room): Promise<string | undefined> => {
  const dealing = dealingOf(name);
  return dealing === 'none' ? Promise.resolve(undefined) : nextDealKey(room, dealing === 'first');
};

/** Callable `name`: the room service's change to the room the request names, answered with the
 * room's newest version once the AI seats have moved. With a `cost`, every call first spends a
 * token of the caller's quota of that kind. */
export const roomChangeCallable = <N extends ByIdCallable>(
  name: N,
  more: (room: Room, request: CallableRequests[N]) => Promise<Partial<Outside>> = async () => ({}),
  cost?: QuotaKind,
) =>
  roomCallable(name, async (uid, request: CallableRequests[N]) => {
    if (cost !== undefined) await spendQuota(uid, cost);
    const room = await changeRoom(request.roomId, async (state) =>
      roomAfter(
        name,
        state.room,
        uid,
        { ...request, version: versionToCheck(state, uid, request.version) },
        {
          now: Date.now(),
          strategy: serverStrategy,
          dealKey: await dealKeyFor(name, state.room),
          silentAfter: silentTurnMs(),
          staleAfter: presenceStaleMs(),
          ...(await more(state.room, request)),
        },
      ),
    );
    return afterCommit(room);
  });
