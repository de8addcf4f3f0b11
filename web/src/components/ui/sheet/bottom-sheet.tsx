// A sheet that rises from the bottom over the table (the table menu, the bid outlook): a dialog
// with its title, closed by a tap on the dimmed table around it. What it holds is the caller's.
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './bottom-sheet.module.css';

export type BottomSheetProps = {
  readonly title: string;
  readonly onClose: () => void;
  /** The sheet's own class: it may set the sheet's custom properties (bottom-sheet.module.css). */
  readonly className?: string;
  readonly children: ReactNode;
};

/** A titled modal sheet; a tap outside it closes it. */
export function BottomSheet({ title, onClose, className, children }: BottomSheetProps) {
  const titleId = useId();
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <section
        className={[styles.sheet, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
