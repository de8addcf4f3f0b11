// Signing this device in with the Google account a player linked elsewhere: the same player, so
// their invite links open their own seats here.
import { useMutation } from '@tanstack/react-query';
import { useGameClient } from '../../../lib/game-client-context';

/** A mutation that signs in with Google (a popup). */
export function useSignInWithGoogle() {
  const client = useGameClient('online');
  return useMutation({ mutationKey: ['sign-in-google'], mutationFn: () => client.signInWithGoogle() });
}
