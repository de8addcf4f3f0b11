// The finished hand a review screen shows, kept once seen: the room moves on to the next deal
// when everyone has tapped "Next hand" (or a watcher's table does without them), and the review
// open on this phone stays on the hand it opened with.
import { playedHandFromView } from '@texas42/shared';
import type { PlayedHand, PlayerView } from '@texas42/shared';
import { useMemo, useState } from 'react';

/** A finished hand and who made each of its plays. */
export interface KeptHand {
  readonly hand: PlayedHand;
  /** The name of who made each play, in order (PlayerView.playedBy). */
  readonly playedBy: readonly string[];
}

/** The hand of the first view that showed a finished hand with every dealt hand, or null. */
export function useKeptHand(view: PlayerView | undefined): KeptHand | null {
  const current = useMemo(() => {
    const hand = view === undefined ? null : playedHandFromView(view);
    // A view stored before plays were credited to their players has no playedBy: none then.
    return hand === null ? null : { hand, playedBy: view!.playedBy ?? [] };
  }, [view]);
  const [kept, setKept] = useState<KeptHand | null>(null);
  if (kept === null && current !== null) setKept(current);
  return kept ?? current;
}
