// A grid of choice buttons for the bid and trump panels. A choice the rules do not allow now is
// drawn but disabled, so the player sees the whole menu and can only tap what is legal.
import type { Action } from '@texas42/shared';
import type { TableChoice } from '../table-view-model';
import styles from './choice-grid.module.css';

export type ChoiceGridProps = {
  readonly label: string;
  readonly choices: readonly TableChoice[];
  readonly columns: number;
  /** Its columns where the panel is wide and the screen short (a phone held sideways, 568x320):
   * fewer rows, to fit above the hand. As many as `columns` if not given. */
  readonly wideColumns?: number;
  readonly disabled: boolean;
  readonly onChoose: (action: Action) => void;
};

/** A labelled group of buttons, one per choice, named by what a screen reader should hear. */
export function ChoiceGrid({ label, choices, columns, wideColumns, disabled, onChoose }: ChoiceGridProps) {
  return (
    <div
      className={styles.grid}
      role="group"
      aria-label={label}
      style={{ '--columns': columns, '--wide-columns': wideColumns } as object}
    >
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          className={styles.choice}
          aria-label={choice.spoken}
          disabled={disabled || choice.action === null}
          onClick={() => choice.action && onChoose(choice.action)}
        >
          <span className={styles.label}>{choice.label}</span>
          {/* A space between the words, as they are read (a flex box draws none). */}
          {choice.note && ' '}
          {choice.note && <span className={styles.note}>{choice.note}</span>}
        </button>
      ))}
    </div>
  );
}
