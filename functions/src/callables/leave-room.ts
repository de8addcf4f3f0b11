import { roomChangeCallable } from './change';

/** leaveRoom: the caller leaves; a seat in a game goes to the AI (which may then be on turn, or
 * agree to a Next the table was waiting for, with the key of the deal that may follow). */
export const leaveRoom = roomChangeCallable('leaveRoom');
