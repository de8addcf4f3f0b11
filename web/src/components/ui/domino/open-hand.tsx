// Another seat's hand face up, where the view shows it (every hand once a hand is over, for whom
// the room reveals them): its dominoes side by side in a row (partner) or a column (opponents),
// not overlapping like the backs, so every pip can be read.
import type { DominoId } from '@texas42/shared';
import { Domino } from './domino';
import styles from './open-hand.module.css';

export type OpenHandProps = {
  /** Whose hand it is, for its name ("Ann's hand"). */
  readonly name: string;
  readonly dominoes: readonly DominoId[];
  readonly direction: 'row' | 'column';
};

/** A list named "Ann's hand" of face-up tiles, each read out by its name ("six-four"). */
export function OpenHand({ name, dominoes, direction }: OpenHandProps) {
  return (
    <ul className={styles.hand} data-direction={direction} aria-label={`${name}'s hand`}>
      {dominoes.map((id) => (
        <li key={id} className={styles.item}>
          <Domino
            id={id}
            orientation={direction === 'row' ? 'vertical' : 'horizontal'}
            className={styles.tile}
          />
        </li>
      ))}
    </ul>
  );
}
