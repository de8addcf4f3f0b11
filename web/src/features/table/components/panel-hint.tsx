// The AI's advice for a bid or a trump, at a table with hints on: under the panel's title, above
// its buttons. There, not in the turn bar, because the hint can come a moment after the turn (on a
// slow phone the offline table shows the turn first: web/src/lib/offline/offline-host.ts): the
// panel sits on the turn bar, so a line added at its top moves none of the buttons under it, where
// a line added to the turn bar would lift the whole panel as the player's thumb comes down.
import styles from './panel.module.css';

/** "Hint: …"; while it is still being worked out, a line that says so in its place (so a learner
 * knows to wait for it); else nothing. */
export function PanelHint({
  hint,
  coming = false,
}: {
  readonly hint?: string | null;
  readonly coming?: boolean;
}) {
  if (hint) return <p className={styles.hint}>Hint: {hint}</p>;
  return coming ? <p className={styles.hint}>Hint: working it out…</p> : null;
}
