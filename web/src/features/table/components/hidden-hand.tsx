// Another player's hand: as many face-down backs as they hold, fanned in a row (partner) or a
// column (the opponents), so the count reads at a glance.
import { Domino } from '../../../components/ui/domino/domino';
import { dominoCount } from '../seat-summary';
import styles from './hidden-hand.module.css';

/** `count` face-down tiles, read out as "5 dominoes". */
export function HiddenHand({
  count,
  direction,
}: {
  readonly count: number;
  readonly direction: 'row' | 'column';
}) {
  return (
    <div className={styles.hand} data-direction={direction} role="img" aria-label={dominoCount(count)}>
      {Array.from({ length: count }, (_, index) => (
        <Domino
          key={index}
          faceDown
          decorative
          orientation={direction === 'row' ? 'vertical' : 'horizontal'}
          className={styles.tile}
        />
      ))}
    </div>
  );
}
