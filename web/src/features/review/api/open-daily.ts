// A daily deal's other hands open once its day is over everywhere: the review asks the server to
// open them (the server judges the time by its own clock), once per screen.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GameClientMode } from '../../../lib/game-client';
import { useGameClient } from '../../../lib/game-client-context';

/** Asks once for the room's daily hands to be opened when the screen opens at or after `opensAt`
 * (null: nothing to open); the room's feed then shows them. The phone's clock only decides when
 * to ask: the server's decides whether it is time. */
export function useOpenDaily(mode: GameClientMode, roomId: string, opensAt: number | null) {
  const client = useGameClient(mode);
  const open = useMutation({
    mutationKey: ['room', mode, roomId, 'open-daily'],
    mutationFn: () => client.send('openDaily', { roomId }),
  });
  const { mutate, isIdle } = open;
  useEffect(() => {
    if (opensAt !== null && isIdle && Date.now() >= opensAt) mutate();
  }, [opensAt, isIdle, mutate]);
}
