// The viewer's bid: point bids 30..41 in two rows, then the mark bids and the doubles
// contracts, then Pass. Only legal bids are enabled (see view-model/bid-panel.ts). At a table
// with hints on, "Help me bid" beside the title shows the hand's chances (the outlook slot), and
// the AI's advice shows under the title (panel-hint.tsx).
import type { Action } from '@texas42/shared';
import { Button } from '../../../components/ui/button/button';
import type { TableBidPanel, TableOutlookAsk } from '../table-view-model';
import type { ReactNode } from 'react';
import { ChoiceGrid } from './choice-grid';
import { PanelHint } from './panel-hint';
import styles from './panel.module.css';

export type BidPanelProps = {
  readonly panel: TableBidPanel;
  readonly pending: boolean;
  readonly onChoose: (action: Action) => void;
  readonly className?: string;
  /** Draws "Help me bid" for the panel's outlook question; none without it. */
  readonly outlook?: (ask: TableOutlookAsk, title: string) => ReactNode;
  /** The AI's advice, at a table with hints on. */
  readonly hint?: string | null;
  /** The advice is still being worked out. */
  readonly hintComing?: boolean;
};

/** "Your bid" with every bid as a button. */
export function BidPanel({ panel, pending, onChoose, className, outlook, hint, hintComing }: BidPanelProps) {
  const pass = panel.pass.action;
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-label="Your bid"
      data-move-area
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{panel.title}</h2>
        {panel.help && outlook?.(panel.help, 'Help me bid')}
      </div>
      <PanelHint hint={hint} coming={hintComing} />
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
