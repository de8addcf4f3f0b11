// The sheet behind "Help me bid" / "Compare trumps" (bid-outlook.tsx): the turn clock and the
// viewer's hand again (the sheet covers both) and the outlook's table, each trump's chance of making
// each bid level. It loads when a player first opens it, not with the table.
import type { DominoId } from '@texas42/shared';
import { Button } from '../../../components/ui/button/button';
import { Domino } from '../../../components/ui/domino/domino';
import { BottomSheet } from '../../../components/ui/sheet/bottom-sheet';
import { TurnTimer } from '../../../components/ui/turn-timer/turn-timer';
import type { TableOutlookAsk } from '../../../lib/table-slots';
import { useBidOutlook } from '../hooks/use-bid-outlook';
import { outlookTable } from '../view-model/outlook';
import styles from './bid-outlook.module.css';

export type OutlookSheetProps = {
  readonly ask: TableOutlookAsk;
  /** The viewer's hand, shown again: the sheet covers it. */
  readonly hand: readonly DominoId[];
  readonly title: string;
  readonly onClose: () => void;
};

/** The outlook for the viewer's hand, worked out in the worker once the sheet opens. */
export function OutlookSheet({ ask, hand, title, onClose }: OutlookSheetProps) {
  const outlook = useBidOutlook(ask);
  const table = outlook && outlookTable(outlook);
  return (
    <BottomSheet title={title} onClose={onClose} className={styles.sheet}>
      {/* At a table with a turn clock: the sheet is open on the viewer's turn, which runs out (the
          AI moving for them) whether or not they see it. */}
      <TurnTimer deadline={ask.view.turnDeadline} className={styles.clock} />
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
