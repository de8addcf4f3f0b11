// "Help me bid" / "Compare trumps": a small button in the bid or trump panel that opens a sheet
// with the outlook for the viewer's hand, each trump's chance of making each bid level, as a
// table shaded by chance. The levels the viewer may bid now (or the contract) stand out.
import { Suspense, lazy, useState } from 'react';
import type { TableOutlookAsk } from '../../../lib/table-slots';
import { handOrder } from '../../../lib/hand-order';
import styles from './bid-outlook.module.css';

/** The sheet, loaded on the first open (outlook-sheet.tsx). */
const OutlookSheet = lazy(() =>
  import('./outlook-sheet').then((module) => ({ default: module.OutlookSheet })),
);

export type BidOutlookProps = {
  readonly ask: TableOutlookAsk;
  /** "Help me bid" or "Compare trumps": the button's words and the sheet's title. */
  readonly title: string;
};

/** The button and, while open, its sheet. The chances are worked out only once the sheet is opened
 * (in the worker, a fraction of a second; kept for the rest of the turn), not on every bid turn. */
export function BidOutlookButton({ ask, title }: BidOutlookProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
        {title}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OutlookSheet
            ask={ask}
            hand={handOrder(ask.view.self?.hand ?? [], null)}
            title={title}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
