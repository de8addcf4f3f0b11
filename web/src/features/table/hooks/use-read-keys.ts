// Keys for listening players: R reads the table, T repeats the last trick. Plain letters, so they
// reach the page only where a screen reader passes keys on (focus mode, or none); the menu offers
// the same two readings for everyone else. Typing in a field, or a key with a modifier, is left
// alone.
import { useEffect } from 'react';

/** The keys, as aria-keyshortcuts names them. */
export const READ_KEYS = { table: 'R', lastTrick: 'T' } as const;

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Calls `readTable` on R and `readLastTrick` on T while the table is shown. */
export function useReadKeys(readTable: () => void, readLastTrick: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || typing(event.target)) return;
      const key = event.key.toUpperCase();
      if (key === READ_KEYS.table) readTable();
      else if (key === READ_KEYS.lastTrick) readLastTrick();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [readTable, readLastTrick]);
}
