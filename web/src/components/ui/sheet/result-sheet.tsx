// The card a hand's or a game's end rises in over the table (hand-result.tsx, game-result.tsx,
// daily-result.tsx): a <dialog> shown without making the table inert, since the table menu and the
// notices under the score (a seat request, a silent player's seat to hand to the AI) stay in use
// while it is up. It takes focus as it appears, on its title, and Escape lowers it where the
// hands it covers can be looked at.
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import styles from './result-sheet.module.css';

export type ResultSheetProps = {
  /** The id of the sheet's title, which holds `data-dialog-focus` and tabIndex -1. */
  readonly titleId: string;
  /** The title's colour: the viewer's side did well (true) or not (false). */
  readonly good: boolean;
  /** The end of the game (a larger title). */
  readonly final?: boolean;
  /** Lowers the sheet (Escape does it too); not offered when nothing under it is worth seeing. */
  readonly onLower?: () => void;
  readonly children: ReactNode;
};

/** A non-modal result <dialog> that moves focus to its title when it appears. */
export function ResultSheet({ titleId, good, final = false, onLower, children }: ResultSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-dialog-focus]')?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={styles.sheet}
      aria-labelledby={titleId}
      data-good={good}
      data-final={final || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onLower) {
          event.preventDefault();
          onLower();
        }
      }}
    >
      {children}
    </dialog>
  );
}
