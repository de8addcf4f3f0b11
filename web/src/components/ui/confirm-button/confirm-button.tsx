// A button for a step that cannot be taken back (hand someone's seat to the AI, send a watcher
// away, start a game over the one in progress): the first tap asks, in the players' words, and
// only "Yes" does it. The keyboard follows the question: it lands on Cancel, the answer that
// changes nothing, and comes back to the button when the question is cancelled.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button';
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
  readonly disabled?: boolean;
  /** How the button looks before it asks: quiet unless said. */
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly icon?: ReactNode;
  readonly onConfirm: () => void;
};

/** A button that asks before it acts. */
export function ConfirmButton({
  label,
  name,
  question,
  yes,
  pending = false,
  disabled = false,
  variant = 'ghost',
  block = false,
  icon,
  onConfirm,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  // Only a tap here moves the focus: the button's first drawing leaves it where it is.
  const tapped = useRef(false);
  useEffect(() => {
    if (!tapped.current) return;
    tapped.current = false;
    slot.current?.querySelector<HTMLElement>('[data-confirm-focus]')?.focus();
  }, [asking]);
  // "Yes" appears where the question's button was: a shaking second tap must not answer it.
  const ask = useGuardedTap(() => {
    tapped.current = true;
    setAsking(true);
  });
  const answer = useGuardedTap((yes: boolean) => {
    tapped.current = !yes;
    setAsking(false);
    if (yes) onConfirm();
  });
  return (
    <div ref={slot} className={styles.slot}>
      {asking ? (
        <div className={styles.question} role="group" aria-label={question}>
          <span>{question}</span>
          <span className={styles.answers}>
            <Button pending={pending} onClick={() => answer(true)}>
              {yes}
            </Button>
            <Button variant="secondary" data-confirm-focus onClick={() => answer(false)}>
              Cancel
            </Button>
          </span>
        </div>
      ) : (
        <Button
          variant={variant}
          block={block}
          icon={icon}
          pending={pending}
          disabled={disabled}
          aria-label={name}
          data-confirm-focus
          onClick={ask}
        >
          {label}
        </Button>
      )}
    </div>
  );
}
