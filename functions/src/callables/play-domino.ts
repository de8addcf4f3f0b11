import { roomCallable } from '../callable';
import { moveAtTable } from './move';

/** playDomino: plays a domino from the caller's hand. */
export const playDomino = roomCallable('playDomino', (uid, request) =>
  moveAtTable('playDomino', uid, request),
);
