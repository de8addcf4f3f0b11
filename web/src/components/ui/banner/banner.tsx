// A table banner: what the table asks of the player right now (take their seat back, let the AI
// play for a silent seat, answer a request to coach them or for a seat), shown under the score
// until it is answered or no longer true. Presence and the audience both raise one.
import type { ReactNode } from 'react';
import styles from './banner.module.css';

export type BannerProps = {
  /** What a screen reader hears as the banner's name. */
  readonly label: string;
  /** The sentence, then its buttons. */
  readonly children: ReactNode;
};

/** A banner asking for an answer: an alert dialog in the flow, not a modal. */
export function Banner({ label, children }: BannerProps) {
  return (
    <section className={styles.banner} role="alertdialog" aria-label={label}>
      {children}
    </section>
  );
}
