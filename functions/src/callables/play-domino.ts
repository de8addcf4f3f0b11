import { roomChangeCallable } from './change';

/** playDomino: plays a domino from the caller's hand. */
export const playDomino = roomChangeCallable('playDomino');
