// "Help me bid" / "Compare trumps": a small button in the bid or trump panel that opens a sheet
// with the outlook for the viewer's hand, each trump's chance of making each bid level, as a
// table shaded by chance. The levels the viewer may bid now (or the contract) stand out.
import type { DominoId } from '@texas42/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { Domino } from '../../../components/ui/domino/domino';
import { useBidOutlook } from '../hooks/use-bid-outlook';
import type { TableOutlookAsk } from '../../../lib/table-slots';
import { handOrder } from '../../../lib/hand-order';
import { outlookTable } from '../view-model/outlook';
import styles from './bid-outlook.module.css';
import { BottomSheet } from '../../../components/ui/sheet/bottom-sheet';

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
        <OutlookSheet
          ask={ask}
          hand={handOrder(ask.view.self?.hand ?? [], null)}
          title={title}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

type OutlookSheetProps = {
  readonly ask: TableOutlookAsk;
  /** The viewer's hand, shown again: the sheet covers it. */
  readonly hand: readonly DominoId[];
  readonly title: string;
  readonly onClose: () => void;
};

function OutlookSheet({ ask, hand, title, onClose }: OutlookSheetProps) {
  const outlook = useBidOutlook(ask);
  const table = outlook && outlookTable(outlook);
  return (
    <BottomSheet title={title} onClose={onClose} className={styles.sheet}>
      <ul className={styles.hand} aria-label="Your hand">
        {hand.map((id) => (
          <li key={id}>
            <Domino id={id} orientation="horizontal" size={18} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Your chance, in %, of making each bid with each trump. 42 takes every trick (a mark bid).
      </p>
      {table === null ? (
        <p className={styles.working} aria-live="polite">
          Working it out: dealing sample hands…
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Trump</th>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" data-open={column.open || undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell) => (
                    <td
                      key={cell.key}
                      data-open={cell.open || undefined}
                      style={{ '--chance': cell.chance ?? 0 } as object}
                    >
                      {cell.text}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table && <p className={styles.note}>{table.source}</p>}
      <Button variant="ghost" block onClick={onClose}>
        Close
      </Button>
    </BottomSheet>
  );
}
