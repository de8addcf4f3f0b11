// Bids won, by level or special contract: a bar per kind, made in one colour and set in another,
// so how a person fares at each level reads at a glance.
import type { ContractTally } from '@texas42/shared';
import styles from './stats-screen.module.css';

/** One row per contract that was bid at least once, as a labelled bar of made and set. */
export function ContractBars({
  label,
  rows,
}: {
  readonly label: string;
  readonly rows: readonly (readonly [string, ContractTally])[];
}) {
  const bid = rows.filter(([, tally]) => tally.won > 0);
  const most = Math.max(1, ...bid.map(([, tally]) => tally.won));
  if (bid.length === 0) return <p className={styles.quiet}>None yet.</p>;
  return (
    <ul className={styles.bars} aria-label={label}>
      {bid.map(([name, tally]) => (
        <li key={name} className={styles.barRow}>
          <span className={styles.barName}>{name}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.made} style={{ width: `${(100 * tally.made) / most}%` }} />
            <span className={styles.set} style={{ width: `${(100 * tally.set) / most}%` }} />
          </span>
          <span className={styles.barCount}>
            {tally.made} made, {tally.set} set
          </span>
        </li>
      ))}
    </ul>
  );
}
