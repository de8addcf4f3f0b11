import { roomChangeCallable } from './change';

/** placeBet: a bid or a pass. */
export const placeBet = roomChangeCallable('placeBet');
