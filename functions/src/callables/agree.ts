import { roomChangeCallable } from './change';

/** agree: taps "Next" to collect the trick or score the hand. */
export const agree = roomChangeCallable('agree');
