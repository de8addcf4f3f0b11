// The AI's advice for a bid or a trump, at a table with hints on: under the panel's title (beside
// it on a short screen held sideways: panel.module.css), above its buttons. There, not in the turn
// bar, because the hint can come a moment after the turn (on a slow phone the offline table shows
// the turn first: web/src/lib/offline/offline-host.ts): the panel sits on the turn bar, so a line
// added at its top moves none of the buttons under it, where a line added to the turn bar would
// lift the whole panel as the player's thumb comes down.
import styles from './panel.module.css';

/** The hint's line: "Hint: …"; while it is still being worked out, a line that says so in its
 * place (so a learner knows to wait for it); else none. The turn bar shows a play's the same way. */
export const hintLine = (hint: string | null | undefined, coming = false): string | null =>
  hint ? `Hint: ${hint}` : coming ? 'Hint: working it out…' : null;

/** The hint's line under the panel's title, if there is one. */
export function PanelHint({
  hint,
  coming = false,
}: {
  readonly hint?: string | null;
  readonly coming?: boolean;
}) {
  const line = hintLine(hint, coming);
  return line === null ? null : <p className={styles.hint}>{line}</p>;
}
