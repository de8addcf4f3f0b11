// The declarer names trump: the suits with how many of each the hand holds, doubles,
// follow-me, and nello or sevens where the table plays them. Only legal choices are enabled.
// At a table with hints on, "Compare trumps" beside the title shows each one's chances, and the
// AI's advice shows under the title (panel-hint.tsx).
import type { Action } from '@texas42/shared';
import type { TableOutlookAsk, TableTrumpPanel } from '../table-view-model';
import type { ReactNode } from 'react';
import { ChoiceGrid } from './choice-grid';
import { PanelHint } from './panel-hint';
import styles from './panel.module.css';

export type TrumpPanelProps = {
  readonly panel: TableTrumpPanel;
  readonly pending: boolean;
  readonly onChoose: (action: Action) => void;
  readonly className?: string;
  /** Draws "Compare trumps" for the panel's outlook question; none without it. */
  readonly outlook?: (ask: TableOutlookAsk, title: string) => ReactNode;
  /** The AI's advice, at a table with hints on. */
  readonly hint?: string | null;
  /** The advice is still being worked out. */
  readonly hintComing?: boolean;
};

/** "Name trump" with one button per declaration. */
export function TrumpPanel({
  panel,
  pending,
  onChoose,
  className,
  outlook,
  hint,
  hintComing,
}: TrumpPanelProps) {
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-label="Name trump"
      data-move-area
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{panel.title}</h2>
        {panel.help && outlook?.(panel.help, 'Compare trumps')}
      </div>
      <PanelHint hint={hint} coming={hintComing} />
      <ChoiceGrid label="Trumps" choices={panel.choices} columns={4} disabled={pending} onChoose={onChoose} />
    </section>
  );
}
