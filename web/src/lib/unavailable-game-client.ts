// A GameClient whose every request fails with a clear message: what the app uses for a transport
// this build cannot reach, so the screens and their error paths still work.
import type { GameClient, GameClientMode } from './game-client';
import { GameClientError } from './game-client';

const MESSAGES: Record<GameClientMode, string> = {
  online: 'Online rooms are not switched on yet.',
  offline: 'Offline play against the AI is not switched on yet.',
};

/** A client whose every request rejects with `client/unavailable`. */
export function createUnavailableGameClient(mode: GameClientMode): GameClient {
  const error = () => new GameClientError('client/unavailable', MESSAGES[mode]);
  const fail = () => Promise.reject(error());
  const subscribe = (_roomId: string, _on: unknown, onError: (e: GameClientError) => void) => {
    onError(error());
    return () => {};
  };
  return {
    mode,
    whoAmI: fail,
    createRoom: fail,
    joinRoom: fail,
    leaveRoom: fail,
    takeSeat: fail,
    swapSeats: fail,
    configureRoom: fail,
    startGame: fail,
    act: fail,
    claimTimeout: fail,
    refresh: fail,
    subscribeRoom: subscribe,
    subscribeView: subscribe,
  };
}
