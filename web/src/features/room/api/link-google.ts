// Linking this player to a Google account: signing in with it on any device is then the same
// player, in the same seats.
import { useMutation } from '@tanstack/react-query';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that links the player to a Google account (a popup). */
export function useLinkGoogle(mode: GameClientMode) {
  const client = useGameClient(mode);
  return useMutation({ mutationKey: ['link-google', mode], mutationFn: () => client.linkGoogle() });
}
