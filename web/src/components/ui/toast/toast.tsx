// A short message floating over the screen, read out at once (role="alert"): a refused move,
// a lost connection. It can be dismissed, and the screen removes it when the moment has passed.
import styles from './toast.module.css';

export type ToastProps = {
  readonly message: string;
  readonly onDismiss?: () => void;
};

/** An alert bubble with an optional "Dismiss" button. */
export function Toast({ message, onDismiss }: ToastProps) {
  return (
    <div className={styles.toast}>
      <span className={styles.message} role="alert">
        {message}
      </span>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
          ×
        </button>
      )}
    </div>
  );
}
