// A result rises over the table as tall as the screen allows and leaves the score's first line in
// view above it: there, on a narrow table (a zoomed page), sits the menu button, which scrolls with
// the table (table-screen.module.css). A table scrolled down when the result rises (a zoomed
// page's last trick, its Next kept clear of the hand) would leave the button above the screen, so
// the table goes back to its top as a result rises.
import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Scrolls `table` to its top whenever a result sheet rises over it (`raised` turns true). */
export function useScoreAboveResult(table: RefObject<HTMLElement | null>, raised: boolean): void {
  useEffect(() => {
    if (raised) table.current?.scrollTo({ top: 0, behavior: 'instant' });
  }, [table, raised]);
}
