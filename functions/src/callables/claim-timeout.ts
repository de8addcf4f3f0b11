import { roomChangeCallable } from './change';

/** claimTimeout: after the turn clock runs out (without a clock, after the seat on turn was
 * silent a while), the AI moves for the absent seat, marked away. */
export const claimTimeout = roomChangeCallable('claimTimeout');
