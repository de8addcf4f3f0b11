import { roomChangeCallable } from './change';

/** answerSeat: the host (or the person who left the seat) lets the watcher `uid` play the AI seat
 * they asked for, or declines. */
export const answerSeat = roomChangeCallable('answerSeat');
