import { roomChangeCallable } from './change';

/** claimTimeout: after the turn clock runs out, the AI moves for the absent seat, marked away. */
export const claimTimeout = roomChangeCallable('claimTimeout');
