// A labelled text input with room for a hint and an error. The error replaces the hint, is
// announced (role="alert") and marks the input invalid, so a screen reader hears what to fix.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly hint?: ReactNode;
  readonly error?: string | null;
  /** Rendered right of the input, inside the same row (e.g. a submit button). */
  readonly trailing?: ReactNode;
  readonly inputClassName?: string;
  readonly ref?: Ref<HTMLInputElement>;
};

/** A text input with a visible label, optional hint, and an announced error. */
export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  trailing,
  inputClassName,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...inputProps}
          ref={ref}
          id={id}
          className={[styles.input, inputClassName].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        {trailing}
      </div>
      {note && (
        <p id={noteId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
