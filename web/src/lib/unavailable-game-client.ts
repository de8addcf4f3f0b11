// The GameClient used until the Firebase and offline transports land: every request fails with
// a clear message, so the screens and their error paths can be built and tested already.
import type { GameClient, GameClientMode } from './game-client';
import { GameClientError } from './game-client';

const MESSAGES: Record<GameClientMode, string> = {
  online: 'Online rooms are not switched on yet.',
  offline: 'Offline play against the AI is not switched on yet.',
};

/** A client whose every request rejects with `client/unavailable`. */
export function createUnavailableGameClient(mode: GameClientMode): GameClient {
  const fail = () => Promise.reject(new GameClientError('client/unavailable', MESSAGES[mode]));
  return {
    mode,
    createRoom: fail,
    joinRoom: fail,
    leaveRoom: fail,
    act: fail,
    subscribe: (_roomId, _onView, onError) => {
      onError?.(new GameClientError('client/unavailable', MESSAGES[mode]));
      return () => {};
    },
  };
}
