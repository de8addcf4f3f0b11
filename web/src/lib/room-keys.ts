// Query keys of the two documents a room member reads. The documents arrive by push
// (GameClient.subscribe*) and are written into the query cache under these keys.
import type { GameClientMode } from './game-client';

export const roomKeys = {
  /** The public room document of a room. */
  room: (mode: GameClientMode, roomId: string) => ['room', mode, roomId, 'public'] as const,
  /** The member's own view document of a room. */
  view: (mode: GameClientMode, roomId: string) => ['room', mode, roomId, 'view'] as const,
  /** The signed-in member's id on a transport. */
  me: (mode: GameClientMode) => ['me', mode] as const,
};
