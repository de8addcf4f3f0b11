// Leaving a table: during a game the seat passes to the AI and stays the leaver's to take back;
// in the lobby it opens, and a host who leaves hands the role on. The lobby's "Leave room" and the
// table menu's "Leave table" both use it, so it lives beside the other hooks the features share.
// The player lands on the home screen. The room's listener hears that they left before the call
// answers, and the screen may change under the menu that called it, so the way home is the
// mutation's own (TanStack Query runs useMutation's callbacks after the caller unmounts; those
// given to `mutate` it does not). Home takes the room's step of the history, so Back from it goes
// where the player was before the room, never to the room's address ("You are not at this table");
// from the table menu, home first goes back past the sheet's step (lib/sheet-steps.ts). The call
// counts as on its way until home is there, so the table stays up meanwhile (routes/room.tsx).
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { GameClientMode } from '../lib/game-client';
import { useGameClient } from '../lib/game-client-context';
import { paths } from '../lib/paths';
import { leaveSheetSteps } from '../lib/sheet-steps';

const leaveKey = (mode: GameClientMode, roomId: string) => ['room', mode, roomId, 'leave'];

/** A mutation that leaves the room, then goes home. */
export function useLeaveRoom(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  const navigate = useNavigate();
  return useMutation({
    mutationKey: leaveKey(mode, roomId),
    mutationFn: () => client.send('leaveRoom', { roomId }),
    onSuccess: async () => {
      await leaveSheetSteps();
      await navigate(paths.home.to(), { replace: true });
    },
  });
}

/** True while this phone's call to leave the room is on its way. */
export function useLeavingRoom(mode: GameClientMode, roomId: string): boolean {
  return useIsMutating({ mutationKey: leaveKey(mode, roomId) }) > 0;
}
