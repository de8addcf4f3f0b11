// The callables that change a room by its id share one path, the room service's: read the room,
// bring the key of the deal the change may make (dealingOf), run the service's change for the
// caller (their version judged as the stored state sees it), and commit it only if the room is
// still as it was read (changeRoom, functions/src/store/transact.ts); then the AI seats on turn
// answer. A callable that needs more from the store than the room (markAway, claimTimeout,
// claimHost and leaveRoom: heartbeats of the seats' persons, or the host's) reads it between the
// two (`more`) and names what it read as witnesses: the commit holds only if they are still as read.

import { dealingOf, roomAfter } from '@texas42/shared';
import type { CallableName, CallableRequests, Outside, Room, RoomCallable } from '@texas42/shared';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { nextDealKey } from '../deal-keys';
import { presenceStaleMs, silentTurnMs } from '../presence';
import type { QuotaKind } from '../quota/limits';
import { changeRoom, spendQuota } from '../store/transact';
import type { Witness } from '../store/transact';
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

/** What a change by `uid` needs from the store besides the room, read for it: each document it
 * judges by named to `witness`. */
export type More<N extends ByIdCallable> = (
  room: Room,
  request: CallableRequests[N],
  witness: Witness,
  uid: string,
) => Promise<Partial<Outside>>;

/** The room service's change `name` by `uid` to the room the request names, committed. */
export const changeById = <N extends ByIdCallable>(
  name: N,
  uid: string,
  request: CallableRequests[N],
  more: More<N> = async () => ({}),
): Promise<Room> =>
  changeRoom(request.roomId, async (state, witness) =>
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
        ...(await more(state.room, request, witness, uid)),
      },
    ),
  );

/** Callable `name`: the room service's change to the room the request names, answered with the
 * room's newest version once the AI seats have moved. With a `cost`, every call first spends a
 * token of the caller's quota of that kind. */
export const roomChangeCallable = <N extends ByIdCallable>(name: N, more?: More<N>, cost?: QuotaKind) =>
  roomCallable(name, async (uid, request: CallableRequests[N]) => {
    if (cost !== undefined) await spendQuota(uid, cost);
    return afterCommit(await changeById(name, uid, request, more));
  });
