// The viewer's bid: point bids 30..41 in two rows, then the mark bids and the doubles
// contracts, then Pass. Only legal bids are enabled (see view-model/bid-panel.ts).
import type { Action } from '@texas42/shared';
import { Button } from '../../../components/ui/button/button';
import type { TableBidPanel } from '../table-view-model';
import { ChoiceGrid } from './choice-grid';
import styles from './panel.module.css';

export type BidPanelProps = {
  readonly panel: TableBidPanel;
  readonly pending: boolean;
  readonly onChoose: (action: Action) => void;
  readonly className?: string;
};

/** "Your bid" with every bid as a button. */
export function BidPanel({ panel, pending, onChoose, className }: BidPanelProps) {
  const pass = panel.pass.action;
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-label="Your bid">
      <h2 className={styles.title}>{panel.title}</h2>
      <ChoiceGrid
        label="Point bids"
        choices={panel.points}
        columns={6}
        disabled={pending}
        onChoose={onChoose}
      />
      <div className={styles.row}>
        <ChoiceGrid
          label="Mark bids"
          choices={panel.marks}
          columns={Math.max(panel.marks.length, 2)}
          disabled={pending}
          onChoose={onChoose}
        />
        <Button
          variant="secondary"
          className={styles.pass}
          disabled={pass === null}
          pending={pending}
          onClick={() => pass && onChoose(pass)}
        >
          Pass
        </Button>
      </div>
    </section>
  );
}
