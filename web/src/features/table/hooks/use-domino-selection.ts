// Playing a domino takes two taps: the first lifts it (selected), the second plays it. A stray
// tap never plays a tile by accident, and the choice is visible before it is final.
import { useState } from 'react';
import type { TableHandDomino } from '../table-view-model';

/** The selected tile (null if none or no longer playable) and the tap handler for the hand. */
export function useDominoSelection(
  hand: readonly TableHandDomino[],
  canPlay: boolean,
  onPlay: (id: number) => void,
) {
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = canPlay && hand.some((domino) => domino.id === chosen && domino.playable) ? chosen : null;

  function tap(id: number) {
    if (selected === id) {
      setChosen(null);
      onPlay(id);
    } else {
      setChosen(id);
    }
  }

  function play() {
    if (selected === null) return;
    setChosen(null);
    onPlay(selected);
  }

  return { selected, tap, play };
}
