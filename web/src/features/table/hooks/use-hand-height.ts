// The hand's height, as --hand-height on the table. On a screen too short for the whole table the
// table scrolls and the hand stays at the screen's foot; the table's edge fades where there is
// more to see, and its foot fades just above the hand, never over it (table-screen.module.css).
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { PLAYER_HAND } from '../components/player-hand';

/** Keeps --hand-height on `table` equal to the height of the hand inside it. */
export function useHandHeight(table: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = table.current;
    const hand = element?.querySelector<HTMLElement>(PLAYER_HAND);
    if (!element || !hand) return;
    const measure = () => element.style.setProperty('--hand-height', `${hand.offsetHeight}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(hand);
    return () => observer.disconnect();
  }, [table]);
}
