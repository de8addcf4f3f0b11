// "Help me bid" / "Compare trumps": a small button in the bid or trump panel that opens a sheet
// with the outlook for the viewer's hand, each trump's chance of making each bid level, as a
// table shaded by chance. The levels the viewer may bid now (or the contract) stand out.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { useBidOutlook } from '../hooks/use-bid-outlook';
import type { TableOutlookAsk } from '../table-view-model';
import { outlookTable } from '../view-model/outlook';
import styles from './bid-outlook.module.css';

export type BidOutlookProps = {
  readonly ask: TableOutlookAsk;
  /** "Help me bid" or "Compare trumps": the button's words and the sheet's title. */
  readonly title: string;
};

/** The button and, while open, its sheet. */
export function BidOutlookButton({ ask, title }: BidOutlookProps) {
  // The question is fixed when the sheet opens, so a redrawn panel does not ask it again.
  const [asked, setAsked] = useState<TableOutlookAsk | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={asked !== null}
        onClick={() => setAsked(asked === null ? ask : null)}
      >
        {title}
      </button>
      {asked !== null && <OutlookSheet ask={asked} title={title} onClose={() => setAsked(null)} />}
    </>
  );
}

function OutlookSheet({ ask, title, onClose }: BidOutlookProps & { readonly onClose: () => void }) {
  const titleId = useId();
  const outlook = useBidOutlook(ask);
  const table = outlook && outlookTable(outlook);
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <section
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.note}>
          Your chance, in %, of making each bid with each trump. 42 takes every trick (a mark bid).
        </p>
        {table === null ? (
          <p className={styles.working} aria-live="polite">
            Dealing sample hands…
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
      </section>
    </div>
  );
}
