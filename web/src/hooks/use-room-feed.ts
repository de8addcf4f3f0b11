// A room's two documents, kept live: while a screen shows the room, the transport's pushes are
// written into the query cache (TanStack Query), and the screen reads them from there. The
// queries never fetch by themselves; a subscription error is kept to show to the player. A view
// that shows the player's own move before the room confirmed it stays until a newer one comes.
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type {
  GameClientError,
  GameClientMode,
  RoomDocument,
  RoomUse,
  ViewDocument,
} from '../lib/game-client';
import { useGameClient } from '../lib/game-client-context';
import { roomKeys } from '../lib/room-keys';
import { viewAfterPush } from '../lib/unconfirmed-view';

/** What a room screen needs: the public room, the member's view (none in the lobby), who they are. */
export interface RoomFeed {
  readonly room: RoomDocument | undefined;
  readonly view: ViewDocument | undefined;
  readonly uid: string | undefined;
  readonly error: GameClientError | null;
}

/** True for the one error the feed's next push ends: another tab played this offline game, and
 * this tab has taken it back (Play here). Any other stands: online, a listener that failed stays
 * failed whatever the room's other listener pushes. */
const endsWithPush = (error: GameClientError) => error.code === 'client/other-tab';

/** Subscribes to the room's documents for as long as the calling screen is mounted, to play at
 * the room or only to read it (`use`: lib/game-client.ts). */
export function useRoomFeed(mode: GameClientMode, roomId: string, use: RoomUse = 'play'): RoomFeed {
  const client = useGameClient(mode);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ roomId: string; error: GameClientError } | null>(null);

  useEffect(() => {
    const fail = (error: GameClientError) => setFailure({ roomId, error });
    const pushed = () => setFailure((now) => (now !== null && endsWithPush(now.error) ? null : now));
    const stopRoom = client.subscribeRoom(
      roomId,
      (room) => {
        pushed();
        queryClient.setQueryData(roomKeys.room(mode, roomId), room);
      },
      fail,
      use,
    );
    const stopView = client.subscribeView(
      roomId,
      (view) => {
        pushed();
        queryClient.setQueryData<ViewDocument>(roomKeys.view(mode, roomId), (cached) =>
          viewAfterPush(cached, view),
        );
      },
      fail,
      use,
    );
    return () => {
      stopRoom();
      stopView();
    };
  }, [client, queryClient, mode, roomId, use]);

  // Pushed data only: `skipToken` keeps the queries from ever fetching.
  const room = useQuery<RoomDocument>({ queryKey: roomKeys.room(mode, roomId), queryFn: skipToken });
  const view = useQuery<ViewDocument>({ queryKey: roomKeys.view(mode, roomId), queryFn: skipToken });
  const me = useQuery({ queryKey: roomKeys.me(mode), queryFn: () => client.whoAmI() });
  return {
    room: room.data,
    view: view.data,
    uid: me.data,
    error: failure?.roomId === roomId ? failure.error : null,
  };
}
