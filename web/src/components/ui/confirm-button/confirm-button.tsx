// A button for a step that changes someone else's game (hand their seat to the AI, send a watcher
// away): the first tap asks, in the players' words, and only "Yes" does it.
import { useState } from 'react';
import { Button } from '../button/button';
import { useGuardedTap } from '../../../hooks/use-comfort';
import styles from './confirm-button.module.css';

export type ConfirmButtonProps = {
  /** The button's text ("Let the AI play for Eve"). */
  readonly label: string;
  /** The button's accessible name, when its text alone would not say whom it concerns. */
  readonly name?: string;
  /** The question asked before doing it. */
  readonly question: string;
  /** The "Yes" button's text. */
  readonly yes: string;
  readonly pending?: boolean;
  readonly onConfirm: () => void;
};

/** A quiet button that asks before it acts. */
export function ConfirmButton({
  label,
  name,
  question,
  yes,
  pending = false,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  // "Yes" appears where the question's button was: a shaking second tap must not answer it.
  const ask = useGuardedTap(() => setAsking(true));
  const answer = useGuardedTap((yes: boolean) => {
    setAsking(false);
    if (yes) onConfirm();
  });
  if (!asking)
    return (
      <Button variant="ghost" pending={pending} aria-label={name} onClick={ask}>
        {label}
      </Button>
    );
  return (
    <div className={styles.question} role="group" aria-label={question}>
      <span>{question}</span>
      <span className={styles.answers}>
        <Button pending={pending} onClick={() => answer(true)}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          Cancel
        </Button>
      </span>
    </div>
  );
}
