// The room and view documents carry the format the server wrote them in. A format newer than the
// one this page knows means the server was updated after the page loaded: rather than misread
// the table, the page asks to be reloaded. Documents from before formats had numbers read as they
// always did.
import { PUBLIC_FORMAT } from '@texas42/shared';
import { GameClientError } from '../game-client';

/** The error for a document written in a format newer than this page knows, or null. */
export function newerFormatError(data: unknown): GameClientError | null {
  const format = (data as { format?: unknown } | null)?.format;
  return typeof format === 'number' && format > PUBLIC_FORMAT
    ? new GameClientError('format/unknown-version')
    : null;
}
