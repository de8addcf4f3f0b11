// Why stored data could not be read back: it was written by a newer app than this one (reload to
// update), or it is not of the shape its format says.

/** Why stored data cannot be read. */
export const FORMAT_ERROR_CODES = [
  'format/unknown-version', // written by a newer version of the app than this one
  'format/damaged', // not of the shape its format says
] as const;

/** One of `FORMAT_ERROR_CODES`. */
type FormatErrorCode = (typeof FORMAT_ERROR_CODES)[number];

/** A stored room that cannot be read, with what a player reads about it. */
export interface FormatError {
  readonly code: FormatErrorCode;
  readonly message: string;
}

/** Data written by a later version of the app than this one. */
export const unknownVersion = (format: unknown): FormatError => ({
  code: 'format/unknown-version',
  message: `This was saved by a newer version of the app (format ${String(format).slice(0, 20)}): please reload to update`,
});

/** Data that is not of the shape its format says, and what is wrong with it. */
export const damaged = (what: string): FormatError => ({
  code: 'format/damaged',
  message: `The saved table is damaged: ${what}`,
});
