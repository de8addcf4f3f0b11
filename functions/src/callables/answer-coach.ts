import { roomChangeCallable } from './change';

/** answerCoach: the seated caller accepts or declines the watcher `uid`'s request to coach them. */
export const answerCoach = roomChangeCallable('answerCoach');
