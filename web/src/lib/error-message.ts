// What a player reads when a request fails: the transport's own message when it has one.
import { GameClientError } from './game-client';

/** A sentence for the player describing `error`. */
export function errorMessage(error: unknown): string {
  if (error instanceof GameClientError) return error.message;
  return 'Something went wrong. Check your connection and try again.';
}
