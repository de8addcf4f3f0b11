// A sheet that rises from the bottom over the table (the table menu, the bid outlook): a modal
// <dialog> with its title (hooks/use-modal-dialog.ts: focus moves in and returns, Escape, the
// phone's Back or a tap on the dimmed table around it closes it). What it holds is the caller's.
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '../../../hooks/use-modal-dialog';
import { InSheet } from './in-sheet';
import styles from './bottom-sheet.module.css';

export type BottomSheetProps = {
  readonly title: string;
  readonly onClose: () => void;
  /** The sheet's own class: it may set the sheet's custom properties (bottom-sheet.module.css). */
  readonly className?: string;
  readonly children: ReactNode;
};

/** A titled modal sheet; Escape, Back or a tap outside it closes it. */
export function BottomSheet({ title, onClose, className, children }: BottomSheetProps) {
  const titleId = useId();
  const dialog = useModalDialog(onClose);
  // A new title is a new page of the same sheet (the menu's comfort settings): focus goes to it,
  // not to the page's body, where the button that led there was.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(title);
  useEffect(() => {
    if (shown.current !== title) heading.current?.focus();
    shown.current = title;
  }, [title]);
  return (
    <dialog className={styles.backdrop} aria-labelledby={titleId} {...dialog}>
      <section className={[styles.sheet, className].filter(Boolean).join(' ')}>
        <h2 id={titleId} className={styles.title} ref={heading} tabIndex={-1} data-dialog-focus>
          {title}
        </h2>
        <InSheet value>{children}</InSheet>
      </section>
    </dialog>
  );
}
