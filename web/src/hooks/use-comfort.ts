// Reading the comfort settings, and wrapping a game control's tap in the tremor guard.
import { useContext } from 'react';
import { ComfortContext } from '../lib/comfort/comfort-context';
import type { Comfort } from '../lib/comfort/comfort-context';

/** The comfort settings in force and their setter. */
export function useComfort(): Comfort {
  return useContext(ComfortContext);
}

/** `onTap` as it should run now: with the tremor guard on, a tap that repeats the one before it
 * too soon does nothing (see lib/comfort/tap-guard.ts). */
export function useGuardedTap<Args extends unknown[]>(
  onTap: (...args: Args) => void,
): (...args: Args) => void {
  const { settings, guard } = useContext(ComfortContext);
  return (...args: Args) => {
    if (!settings.tremorGuard || guard.take()) onTap(...args);
  };
}
