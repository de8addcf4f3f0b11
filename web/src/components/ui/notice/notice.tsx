// A calm full-screen message with one way onwards: not found, errors, screens still to come.
import type { ReactNode } from 'react';
import { useScreen } from '../../../hooks/use-screen';
import { ArrowLeftIcon } from '../icons';
import { LinkButton } from '../button/link-button';
import styles from './notice.module.css';

export type NoticeProps = {
  readonly title: string;
  readonly children: ReactNode;
  /** Where the button goes; home by default. */
  readonly backTo?: string;
  readonly backLabel?: string;
};

/** A titled message and a "Back home" button. */
export function Notice({ title, children, backTo = '/', backLabel = 'Back home' }: NoticeProps) {
  const heading = useScreen(title);
  return (
    <main className={styles.screen}>
      <section className={styles.card}>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
        <LinkButton to={backTo} icon={<ArrowLeftIcon />}>
          {backLabel}
        </LinkButton>
      </section>
    </main>
  );
}
