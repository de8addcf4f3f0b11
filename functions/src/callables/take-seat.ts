import { roomChangeCallable } from './change';

/** takeSeat: any free seat in the lobby; during a game, an AI seat. */
export const takeSeat = roomChangeCallable('takeSeat');
