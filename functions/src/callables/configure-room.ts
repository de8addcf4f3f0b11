import { roomChangeCallable } from './change';

/** configureRoom: the host changes the preset, settings, variants or turn clock in the lobby. */
export const configureRoom = roomChangeCallable('configureRoom');
