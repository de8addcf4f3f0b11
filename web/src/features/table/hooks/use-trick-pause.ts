// The comfort setting "pause after each trick": once a trick is finished on this screen, its
// "Next" waits the chosen time before it can be tapped, so the four tiles and the winner's glow
// stay in view at least that long (and a tap meant for "Play" cannot sweep them unseen).
import { useEffect, useState } from 'react';
import { useComfort } from '../../../hooks/use-comfort';
import type { TableTrick } from '../table-view-model';

/** Names a finished trick: its number and tiles (each domino is played once a hand). */
const trickKey = (trick: TableTrick) => `${trick.number}:${trick.plays.map((play) => play.dominoId).join()}`;

/** True while the finished trick (null: none) is still in its pause. */
export function useTrickPause(finished: TableTrick | null): boolean {
  const { trickPause } = useComfort().settings;
  const key = finished === null ? null : trickKey(finished);
  const [over, setOver] = useState<string | null>(null);
  useEffect(() => {
    if (key === null || trickPause === 0) return;
    const timer = setTimeout(() => setOver(key), trickPause);
    return () => clearTimeout(timer);
  }, [key, trickPause]);
  return key !== null && trickPause > 0 && over !== key;
}
