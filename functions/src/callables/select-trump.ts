import { roomChangeCallable } from './change';

/** selectTrump: the declarer names trump. */
export const selectTrump = roomChangeCallable('selectTrump');
