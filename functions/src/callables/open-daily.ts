import { roomChangeCallable } from './change';

/** openDaily: a member of a finished daily table opens its hands once the day is over everywhere
 * (the room layer's daily-secret.ts judges it by the server's clock). */
export const openDaily = roomChangeCallable('openDaily');
