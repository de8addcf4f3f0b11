import { dailyDate, roomAfter } from '@texas42/shared';
import { Refusal } from '../errors';
import { addMovedDailyTable, dailyTableOf } from '../store/daily';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { readTransferLink, useUpTransferLink } from '../store/transfer-links';
import type { TransferLink } from '../store/transfer-links';
import { afterCommit } from './answer';

/** acceptTransfer: the caller's device takes the seat of the person whose link it opened (the
 * server's record of the link names them, and its room); the link is used up in the same commit.
 * A daily table's seat brings the person's one table of that day with it: the phone's uid is
 * recorded as having that table (so its own playDaily gives this table back, never a second
 * deal), and a phone that already has another table of that day, or its result, is refused. */
export const acceptTransfer = roomCallable('acceptTransfer', async (uid, request) => {
  let link: TransferLink | undefined;
  let daily: string | null = null;
  const room = await changeRoom(
    async () => (link = await readTransferLink(request.token, Date.now())).roomId,
    async (state) => {
      daily = dailyDate(state.room.transformers);
      const own = daily === null ? null : await dailyTableOf(uid, daily);
      if (own !== null && own !== state.room.id)
        throw new Refusal({ code: 'room/daily', message: "This phone has its own table of today's deal" });
      return roomAfter('acceptTransfer', state.room, uid, request, {
        now: Date.now(),
        strategy: serverStrategy,
        transferFrom: link!.from,
      });
    },
    undefined,
    (batch) => {
      useUpTransferLink(batch, link!);
      if (daily !== null) addMovedDailyTable(batch, uid, daily, link!.roomId);
    },
  );
  return afterCommit(room);
});
