import { roomChangeCallable } from './change';

/** removeWatcher: the host sends the watcher `uid` away; their read access ends with the commit. */
export const removeWatcher = roomChangeCallable('removeWatcher');
