// Why stored data could not be read back: it was written by a newer app than this one (reload to
// update), or it is not of the shape its format says.

/** A stored room that cannot be read, with what a player reads about it. */
export interface FormatError {
  readonly code: 'format/unknown-version' | 'format/damaged';
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
