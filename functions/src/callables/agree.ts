import { roomCallable } from '../callable';
import { moveAtTable } from './move';

/** agree: taps "Next" to collect the trick or score the hand. */
export const agree = roomCallable('agree', (uid, request) => moveAtTable('agree', uid, request));
