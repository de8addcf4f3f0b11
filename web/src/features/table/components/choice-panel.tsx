// The frame the bid and the trump panels share: a section of the table named for the move it asks
// for, its title with (at a table with hints on) the outlook question beside it ("Help me bid",
// "Compare trumps"), and the AI's advice under the title, or beside it on a short screen held
// sideways (panel-hint.tsx, panel.module.css). The panel's choices go below.
import type { Action } from '@texas42/shared';
import type { TableOutlookAsk } from '../table-view-model';
import type { ReactNode } from 'react';
import { PanelHint } from './panel-hint';
import styles from './panel.module.css';

/** What the table hands a panel of choices: its view model, and what a choice does. */
export type ChoicePanelProps<Panel> = {
  readonly panel: Panel;
  /** A move is on its way: no choice can be made until it is answered. */
  readonly pending: boolean;
  readonly onChoose: (action: Action) => void;
  readonly className?: string;
  /** Draws the outlook question's button for the panel; none without it. */
  readonly outlook?: (ask: TableOutlookAsk, title: string) => ReactNode;
  /** The AI's advice, at a table with hints on. */
  readonly hint?: string | null;
  /** The advice is still being worked out. */
  readonly hintComing?: boolean;
};

type ChoicePanelFrameProps = Omit<ChoicePanelProps<unknown>, 'panel' | 'pending' | 'onChoose'> & {
  /** The section's name, for a screen reader and the tests ("Your bid"). */
  readonly label: string;
  readonly title: string;
  /** The outlook question, at a table with hints on (else null), and its button's words. */
  readonly help: TableOutlookAsk | null;
  readonly helpTitle: string;
  readonly children: ReactNode;
};

/** A titled section of choices, with its outlook question and the AI's advice. */
export function ChoicePanel({
  label,
  title,
  help,
  helpTitle,
  className,
  outlook,
  hint,
  hintComing,
  children,
}: ChoicePanelFrameProps) {
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-label={label}
      data-move-area
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {help && outlook?.(help, helpTitle)}
        <PanelHint hint={hint} coming={hintComing} />
      </div>
      {children}
    </section>
  );
}
