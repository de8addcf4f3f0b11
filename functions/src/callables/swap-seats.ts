import { roomChangeCallable } from './change';

/** swapSeats: the host moves players in the lobby, two seats trading occupants. */
export const swapSeats = roomChangeCallable('swapSeats');
