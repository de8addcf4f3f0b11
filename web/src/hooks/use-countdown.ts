// Whole seconds left until a deadline, ticking once a second while there is one. The clock is
// read in effects and timers only, so rendering stays pure.
import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (ms since the epoch): null without one, 0 once it has passed. */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState<{ deadline: number | null; at: number } | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow({ deadline, at: Date.now() });
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  if (deadline === null || now === null || now.deadline !== deadline) return null;
  return Math.max(0, Math.ceil((deadline - now.at) / 1000));
}
