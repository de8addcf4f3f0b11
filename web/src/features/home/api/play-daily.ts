// Today's daily deal: online the server deals the day's hand (by its clock) at a table of the
// player against three AIs, already started; when the game server cannot be reached (no network)
// the phone plays a practice deal offline instead, and the table says so. That deal is kept apart
// from the offline game in progress, which it leaves as it was (lib/offline/offline-storage.ts).
// The server is always tried first: navigator.onLine is only a hint (false in a loopback-only
// network whose emulators answer), so it may word the button, never choose the deal.
import { useMutation } from '@tanstack/react-query';
import type { GameClient, GameClientMode, RoomRef } from '../../../lib/game-client';
import { GameClientError, roomRefOf } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** Today's deal for `playerName`: the server's, else (only if it cannot be reached) the practice one. */
export async function openDaily(
  online: GameClient,
  offline: GameClient,
  playerName: string,
): Promise<RoomRef & { readonly mode: GameClientMode }> {
  try {
    return { ...roomRefOf('online', await online.send('playDaily', { name: playerName })), mode: 'online' };
  } catch (error) {
    // A refusal (today's deal already played) is the server's answer: the player reads it.
    if (!(error instanceof GameClientError && error.code === 'client/unreachable')) throw error;
    return {
      ...roomRefOf('offline', await offline.send('playDaily', { name: playerName })),
      mode: 'offline',
    };
  }
}

/** A mutation that opens today's daily deal for `playerName`, and the mode it is played in. */
export function usePlayDaily() {
  const online = useGameClient('online');
  const offline = useGameClient('offline');
  return useMutation({
    mutationKey: ['room', 'daily'],
    mutationFn: (playerName: string) => openDaily(online, offline, playerName),
  });
}
