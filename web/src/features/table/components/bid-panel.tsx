// The viewer's bid: point bids 30..41 in two rows, then the mark bids and the doubles
// contracts, then Pass. Only legal bids are enabled (see view-model/bid-panel.ts). At a table
// with hints on, "Help me bid" beside the title shows the hand's chances (the outlook slot), and
// the AI's advice shows under the title (choice-panel.tsx).
import { Button } from '../../../components/ui/button/button';
import type { TableBidPanel } from '../table-view-model';
import { ChoiceGrid } from './choice-grid';
import { ChoicePanel } from './choice-panel';
import type { ChoicePanelProps } from './choice-panel';
import styles from './panel.module.css';

/** "Your bid" with every bid as a button. */
export function BidPanel({ panel, pending, onChoose, ...frame }: ChoicePanelProps<TableBidPanel>) {
  const pass = panel.pass.action;
  return (
    <ChoicePanel label="Your bid" title={panel.title} help={panel.help} helpTitle="Help me bid" {...frame}>
      <ChoiceGrid
        label="Point bids"
        choices={panel.points}
        columns={6}
        wideColumns={panel.points.length}
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
    </ChoicePanel>
  );
}
