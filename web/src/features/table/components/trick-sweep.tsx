// The trick just collected, swept off the table towards the player who won it. It is decoration
// only (the score and prompt carry the facts) and removes itself when the sweep ends; with less
// motion (a comfort setting, or the phone's) there is no sweep: the trick is simply gone.
import { useState } from 'react';
import { Domino } from '../../../components/ui/domino/domino';
import { useComfort } from '../../../hooks/use-comfort';
import type { TableTrick } from '../table-view-model';
import styles from './trick-sweep.module.css';

/** The four tiles of a won trick gliding to the winner's side; mount with a new key per trick. */
export function TrickSweep({ trick }: { readonly trick: TableTrick }) {
  const [done, setDone] = useState(false);
  const { movesLess } = useComfort();
  if (done || movesLess) return null;
  return (
    <div
      className={styles.sweep}
      data-winner={trick.winner ?? undefined}
      aria-hidden="true"
      onAnimationEnd={() => setDone(true)}
    >
      {trick.plays.map((play) => (
        <div key={play.position} className={styles.slot} data-position={play.position}>
          <Domino
            id={play.dominoId}
            decorative
            orientation={play.position === 'left' || play.position === 'right' ? 'horizontal' : 'vertical'}
          />
        </div>
      ))}
    </div>
  );
}
