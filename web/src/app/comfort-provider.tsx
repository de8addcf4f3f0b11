// Keeps the comfort settings for the whole page and shows them on the root element, where the
// global styles read them: data-text="larger", data-dominoes="larger", data-motion="reduced".
// Reduced motion follows the phone's own setting until the person chooses otherwise.
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ComfortContext } from '../lib/comfort/comfort-context';
import type { Comfort } from '../lib/comfort/comfort-context';
import { loadComfort, movesLess, saveComfort } from '../lib/comfort/comfort-settings';
import type { ComfortSettings } from '../lib/comfort/comfort-settings';
import { createTapClock } from '../lib/comfort/tap-clock';
import { createTapGuard } from '../lib/comfort/tap-guard';

const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the phone asks for less motion, kept up to date as it changes. */
function usePhonePrefersLessMotion(): boolean {
  const [less, setLess] = useState(() => window.matchMedia(REDUCE_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCE_MOTION);
    const update = () => setLess(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return less;
}

/** Sets or removes one data attribute of the root element. */
function mark(name: string, value: string | null): void {
  if (value === null) delete document.documentElement.dataset[name];
  else document.documentElement.dataset[name] = value;
}

/** The comfort settings for everything inside. */
export function ComfortProvider({ children }: { readonly children: ReactNode }) {
  const [settings, setSettings] = useState<ComfortSettings>(loadComfort);
  const [clock] = useState(createTapClock);
  useEffect(() => clock.follow(window), [clock]);
  const [guard] = useState(() => createTapGuard(clock.now));
  const phoneLess = usePhonePrefersLessMotion();
  const less = movesLess(settings, phoneLess);
  // Before the first paint, so a page never flashes at the wrong size.
  useLayoutEffect(() => {
    mark('text', settings.largerText ? 'larger' : null);
    mark('dominoes', settings.largerDominoes ? 'larger' : null);
    mark('motion', less ? 'reduced' : null);
  }, [settings.largerText, settings.largerDominoes, less]);
  const comfort = useMemo<Comfort>(
    () => ({
      settings,
      movesLess: less,
      guard,
      change: (next) => {
        saveComfort(next);
        setSettings(next);
      },
    }),
    [settings, less, guard],
  );
  return <ComfortContext value={comfort}>{children}</ComfortContext>;
}
