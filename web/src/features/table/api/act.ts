// A move at the table (bid, trump, play, Next), sent against the view version the player saw.
// The move shows at once: the view in the query cache is swapped for the player's own view with
// the move made, until a view from the room has it (unconfirmed-view.ts). When the room refuses
// the move (stale, or not allowed after all) the room's view under it comes back, the player reads
// the room's message, and the documents are fetched again, so the table shows what is true now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveRequest } from '@texas42/shared';
import type { Action, CallableRequests, MoveCallable } from '@texas42/shared';
import type { GameClient, GameClientMode, ViewDocument } from '../../../lib/game-client';
import { GameClientError } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { roomKeys } from '../../../lib/room-keys';
import { unconfirmedView, viewAfterRefusal } from '../../../lib/unconfirmed-view';
import { afterOwnMove } from '../view-model/own-move';

/** Sends one move as its operation (placeBet, selectTrump, playDomino or agree). */
const submit = <N extends MoveCallable>(
  client: GameClient,
  move: { readonly callable: N; readonly payload: CallableRequests[N] },
) => client.send(move.callable, move.payload);

/** A mutation that shows one action at once and submits it; on refusal it rolls back and resyncs. */
export function useAct(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  const queryClient = useQueryClient();
  const viewKey = roomKeys.view(mode, roomId);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'act'],
    mutationFn: ({ action, version }: { action: Action; version: number }) => {
      const move = moveRequest(action, roomId, version);
      if (move === null) throw new GameClientError('room/system-action');
      return submit(client, move);
    },
    onMutate: ({ action }) => {
      const before = queryClient.getQueryData<ViewDocument>(viewKey);
      const shown = before && unconfirmedView(before, (view) => afterOwnMove(view, action));
      if (shown) queryClient.setQueryData(viewKey, shown);
    },
    onError: () => {
      queryClient.setQueryData<ViewDocument>(viewKey, viewAfterRefusal);
      client.refresh(roomId).catch(() => {});
    },
  });
}
