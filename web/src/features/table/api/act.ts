// A move at the table (bid, trump, play, Next), sent against the view version the player saw.
// The move shows at once: the view in the query cache is swapped for the player's own view with
// the move made, as the room will make it (shared/src/room/own-move.ts), until a view from the
// room has it (unconfirmed-view.ts). The prediction comes in a chunk of its own, asked for as soon
// as this module loads (the lobby fetches the table's code, web/src/app/routes/room.tsx, so a
// phone that goes offline in the lobby still has it) and again as a table opens if that failed;
// a move it does not draw (made before it arrives, or one that scores the hand) is
// taken off offer until the room's view comes. When the room refuses the move (stale, or not
// allowed after all) the room's view under it comes back, the player reads the room's message,
// and the documents are fetched again, so the table shows what is true now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveRequest } from '@texas42/shared';
import type { Action, CallableRequests, MoveCallable, PlayerView } from '@texas42/shared';
import { useEffect } from 'react';
import type { GameClient, GameClientMode, ViewDocument } from '../../../lib/game-client';
import { GameClientError } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';
import { roomKeys } from '../../../lib/room-keys';
import { awaitingRoom, unconfirmedView, viewAfterRefusal } from '../../../lib/unconfirmed-view';

/** The player's view once the room takes their move, or null when it cannot tell; null until loaded. */
let predict: ((view: PlayerView, action: Action) => PlayerView | null) | null = null;
let asked: Promise<void> | null = null;

/** Fetches the prediction once (again after a failed fetch, at the next table). */
const loadPrediction = (): Promise<void> =>
  (asked ??= import('../../../lib/own-move').then(
    (module) => {
      predict = module.afterOwnMove;
    },
    () => {
      asked = null;
    },
  ));
void loadPrediction();

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
  useEffect(() => void loadPrediction(), []);
  return useMutation({
    mutationKey: ['room', mode, roomId, 'act'],
    mutationFn: ({ action, version }: { action: Action; version: number }) => {
      const move = moveRequest(action, roomId, version);
      if (move === null) throw new GameClientError('room/system-action');
      return submit(client, move);
    },
    onMutate: ({ action }) => {
      const before = queryClient.getQueryData<ViewDocument>(viewKey);
      const own = predict;
      const shown =
        before && unconfirmedView(before, (view) => own?.(view, action) ?? awaitingRoom(view, action));
      if (shown) queryClient.setQueryData(viewKey, shown);
    },
    onError: () => {
      queryClient.setQueryData<ViewDocument>(viewKey, viewAfterRefusal);
      client.refresh(roomId).catch(() => {});
    },
  });
}
