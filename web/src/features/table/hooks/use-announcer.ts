// The table's voice: each view that arrives is compared with what was told before it
// (view-model/announcements.ts) and the new sentences join the live log, in order; "Read the
// table" and "Repeat the last trick" add theirs on request. Only the last few sentences are kept
// (components/table-voice.tsx puts each on the page once, after the log is there to hear it). A
// table of one hand (a lesson, the daily deal) is told without marks: the route says which it is,
// as it tells the table screen.
import type { PlayerView, Seat } from '@texas42/shared';
import { useCallback, useState } from 'react';
import { firstHearing, tell } from '../view-model/announcements';
import type { Heard } from '../view-model/announcements';
import { lastTrickReading, tableReading } from '../view-model/table-reading';

/** One sentence in the log; `id` keeps it apart from the same words said again. */
export interface Said {
  readonly id: number;
  readonly text: string;
}

/** What the table screen needs to speak: the log, the two readings on request, and a sentence of
 * the screen's own (why an AI played a tile the player tapped). */
export interface Announcer {
  readonly said: readonly Said[];
  readonly readTable: () => void;
  readonly readLastTrick: () => void;
  readonly say: (text: string) => void;
}

/** How many sentences stay in the log. */
const KEPT = 12;

interface Voice {
  /** The view last told, with the chair it was told from. */
  readonly view: PlayerView;
  readonly viewer: Seat;
  readonly heard: Heard;
  readonly said: readonly Said[];
  readonly next: number;
}

const spoken = (
  voice: Pick<Voice, 'said' | 'next'>,
  lines: readonly string[],
): Pick<Voice, 'said' | 'next'> => ({
  said: [...voice.said, ...lines.map((text, i) => ({ id: voice.next + i, text }))].slice(-KEPT),
  next: voice.next + lines.length,
});

/** A new deal since `before`: the next hand, or the next game at the same table (a one-hand game
 * starts again at hand 1). */
const newDeal = (before: PlayerView, view: PlayerView): boolean =>
  view.handNumber !== before.handNumber || (before.phase === 'game-over' && view.phase !== 'game-over');

/** The announcer for the views of one table as they arrive, told from `viewer`'s chair; `oneHand`
 * at a table that plays one hand, not a game. What was said of one deal leaves the log at the
 * next: it names dominoes the new deal put in other hands. */
export function useAnnouncer(view: PlayerView, viewer: Seat, oneHand = false): Announcer {
  const [voice, setVoice] = useState<Voice>(() => {
    const first = firstHearing(view, viewer);
    return { view, viewer, heard: first.heard, ...spoken({ said: [], next: 0 }, first.lines) };
  });
  if (voice.view !== view || voice.viewer !== viewer) {
    // A new view: what it adds is told once (storing information from the previous render).
    const telling =
      voice.viewer !== viewer ? firstHearing(view, viewer) : tell(voice.heard, view, viewer, oneHand);
    const kept = newDeal(voice.view, view) ? { said: [], next: voice.next } : voice;
    setVoice({ ...voice, view, viewer, heard: telling.heard, ...spoken(kept, telling.lines) });
  }
  const readTable = useCallback(
    () => setVoice((current) => ({ ...current, ...spoken(current, tableReading(view, viewer, oneHand)) })),
    [view, viewer, oneHand],
  );
  const readLastTrick = useCallback(
    () => setVoice((current) => ({ ...current, ...spoken(current, [lastTrickReading(view, viewer)]) })),
    [view, viewer],
  );
  const say = useCallback(
    (text: string) => setVoice((current) => ({ ...current, ...spoken(current, [text]) })),
    [],
  );
  return { said: voice.said, readTable, readLastTrick, say };
}
