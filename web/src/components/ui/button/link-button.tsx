// A router link that looks like a Button, for navigation that should read as an action.
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { use } from 'react';
import type { ReactNode } from 'react';
import { InSheet } from '../sheet/in-sheet';
import type { ButtonVariant } from './button';
import styles from './button.module.css';

export type LinkButtonProps = LinkProps & {
  readonly variant?: ButtonVariant;
  readonly icon?: ReactNode;
};

/** A <Link> styled as a button. */
export function LinkButton({ variant = 'secondary', icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link
      // From a sheet, the page takes the sheet's step of the history (use-sheet-step.ts).
      replace={use(InSheet)}
      {...rest}
      className={[styles.button, styles[variant], styles.link, className].filter(Boolean).join(' ')}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span>{children}</span>
    </Link>
  );
}
