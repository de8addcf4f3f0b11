// Errors are values: every operation that can be refused returns a Result instead of throwing.

/** The outcome of an operation that may be refused. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful result. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A refused result. */
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
