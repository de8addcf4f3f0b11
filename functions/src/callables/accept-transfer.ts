import { roomAfter } from '@texas42/shared';
import { serverStrategy } from '../ai-driver';
import { roomCallable } from '../callable';
import { changeRoom } from '../store/transact';
import { readTransferLink, useUpTransferLink } from '../store/transfer-links';
import type { TransferLink } from '../store/transfer-links';
import { afterCommit } from './answer';

/** acceptTransfer: the caller's device takes the seat of the person whose link it opened (the
 * server's record of the link names them, and its room); the link is used up in the same commit. */
export const acceptTransfer = roomCallable('acceptTransfer', async (uid, request) => {
  let link: TransferLink | undefined;
  const room = await changeRoom(
    async () => (link = await readTransferLink(request.token, Date.now())).roomId,
    (state) =>
      roomAfter('acceptTransfer', state.room, uid, request, {
        now: Date.now(),
        strategy: serverStrategy,
        transferFrom: link!.from,
      }),
    undefined,
    (batch) => useUpTransferLink(batch, link!),
  );
  return afterCommit(room);
});
