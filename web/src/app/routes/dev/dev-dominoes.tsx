// /dev/dominoes: all 28 tiles in both orientations and every state, to check pips at a glance.
import { Domino } from '../../../components/ui/domino/domino';
import type { DominoState } from '../../../components/ui/domino/domino';
import { DOMINO_COUNT } from '@texas42/shared';
import styles from './dev-dominoes.module.css';

const ALL = Array.from({ length: DOMINO_COUNT }, (_, id) => id);
const STATES: DominoState[] = ['idle', 'playable', 'disabled', 'selected'];

/** A contact sheet of the domino set. */
export function DevDominoes() {
  return (
    <main className={styles.sheet}>
      <h1 className={styles.heading}>Dominoes</h1>
      <section className={styles.row} aria-label="Vertical">
        {ALL.map((id) => (
          <Domino key={id} id={id} size={34} />
        ))}
      </section>
      <section className={styles.row} aria-label="Horizontal">
        {ALL.map((id) => (
          <Domino key={id} id={id} size={22} orientation="horizontal" />
        ))}
      </section>
      <section className={styles.row} aria-label="States">
        {STATES.map((state) => (
          <figure key={state} className={styles.state}>
            <Domino id={26} size={44} state={state} />
            <figcaption>{state}</figcaption>
          </figure>
        ))}
        <figure className={styles.state}>
          <Domino faceDown size={44} />
          <figcaption>back</figcaption>
        </figure>
        <figure className={styles.state}>
          <Domino faceDown size={22} orientation="horizontal" />
          <figcaption>back</figcaption>
        </figure>
      </section>
    </main>
  );
}
