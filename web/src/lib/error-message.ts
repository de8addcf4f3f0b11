// What a player reads when a request fails: the transport's own message when it has one, else
// the words for its code.
import { ERROR_WORDS } from './error-words';
import { GameClientError } from './game-client';

/** A sentence for the player describing `error`. */
export function errorMessage(error: unknown): string {
  if (error instanceof GameClientError) return error.message || ERROR_WORDS[error.code];
  return ERROR_WORDS['client/unknown'];
}
