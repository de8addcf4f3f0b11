import { roomChangeCallable } from './change';

/** setAway: the host hands a seat to the AI or gives it back to its person; a person does the
 * same for their own seat ("Let the AI play for me", "I'm back"). */
export const setAway = roomChangeCallable('setAway');
