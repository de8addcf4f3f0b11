import { roomCallable } from '../callable';
import { moveAtTable } from './move';

/** placeBet: a bid or a pass. */
export const placeBet = roomCallable('placeBet', (uid, request) => moveAtTable('placeBet', uid, request));
