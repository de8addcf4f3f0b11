import { roomCallable } from '../callable';
import { moveAtTable } from './move';

/** selectTrump: the declarer names trump. */
export const selectTrump = roomCallable('selectTrump', (uid, request) =>
  moveAtTable('selectTrump', uid, request),
);
