// The finished hand a review screen shows, kept once seen: the room moves on to the next deal
// when everyone has tapped "Next hand" (or a watcher's table does without them), and the review
// open on this phone stays on the hand it opened with.
import { playedHandFromView } from '@texas42/shared';
import type { PlayedHand, PlayerView } from '@texas42/shared';
import { useMemo, useState } from 'react';

/** The hand of the first view that showed a finished hand with every dealt hand, or null. */
export function useKeptHand(view: PlayerView | undefined): PlayedHand | null {
  const current = useMemo(() => (view === undefined ? null : playedHandFromView(view)), [view]);
  const [kept, setKept] = useState<PlayedHand | null>(null);
  if (kept === null && current !== null) setKept(current);
  return kept ?? current;
}
