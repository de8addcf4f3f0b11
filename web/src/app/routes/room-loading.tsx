// What a room shows while its documents are on their way.
import styles from './room-loading.module.css';

/** A quiet "Taking your seat…" placeholder. */
export function RoomLoading() {
  return (
    <main className={styles.screen} aria-busy="true">
      <p className={styles.text} role="status">
        Taking your seat…
      </p>
    </main>
  );
}
