// The app's button: large touch targets (at least 48px tall), one primary action per screen in
// brass, the rest quieter. A pending button keeps its label and says it is busy.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly variant?: ButtonVariant;
  readonly pending?: boolean;
  readonly icon?: ReactNode;
  readonly block?: boolean;
};

/** A styled <button>; `pending` disables it and marks it aria-busy. */
export function Button({
  variant = 'primary',
  pending = false,
  icon,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span>{children}</span>
      {pending && <span className={styles.pending} aria-hidden="true" />}
    </button>
  );
}
