// Leaving a table: during a game the seat passes to the AI and stays the leaver's to take back;
// in the lobby it opens, and a host who leaves hands the role on. The lobby's "Leave room" and the
// table menu's "Leave table" both use it, so it lives beside the other hooks the features share.
// The player lands on the home screen. The room's listener hears that they left before the call
// answers, and the screen may change under the menu that called it, so the way home is the
// mutation's own (TanStack Query runs useMutation's callbacks after the caller unmounts; those
// given to `mutate` it does not). From the table menu's sheet, home takes the sheet's step of the
// history (use-sheet-navigate.ts).
import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../lib/game-client';
import { useGameClient } from '../lib/game-client-context';
import { paths } from '../lib/paths';
import { useSheetNavigate } from './use-sheet-navigate';

const leaveKey = (mode: GameClientMode, roomId: string) => ['room', mode, roomId, 'leave'];

/** A mutation that leaves the room, then goes home. */
export function useLeaveRoom(mode: GameClientMode, roomId: string) {
  const client = useGameClient(mode);
  const navigate = useSheetNavigate();
  return useMutation({
    mutationKey: leaveKey(mode, roomId),
    mutationFn: () => client.send('leaveRoom', { roomId }),
    onSuccess: () => navigate(paths.home.to()),
  });
}

/** True while this phone's call to leave the room is on its way. */
export function useLeavingRoom(mode: GameClientMode, roomId: string): boolean {
  return useIsMutating({ mutationKey: leaveKey(mode, roomId) }) > 0;
}
