import { roomChangeCallable } from './change';

/** startGame: the host deals from a fresh server key (a daily table: the day's); empty seats go to the AI. */
export const startGame = roomChangeCallable('startGame');
