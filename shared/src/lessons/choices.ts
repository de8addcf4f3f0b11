// The choices lessons are written with, in the words of the game: pass, a bid of points or marks,
// splash, a trump, a domino to play.

import type { Trump } from '../engine';
import type { LessonChoice } from './lesson';

export const pass: LessonChoice = { type: 'pass' };

/** A bid of `value` points (30 to 42). */
export const points = (value: number): LessonChoice => ({ type: 'bid', kind: 'points', value });

/** A bid of `value` marks. */
export const marks = (value: number): LessonChoice => ({ type: 'bid', kind: 'marks', value });

/** Splash at `value` marks (2 when it opens). */
export const splash = (value: number): LessonChoice => ({ type: 'bid', kind: 'splash', value });

/** Naming `trump`. */
export const trump = (named: Trump): LessonChoice => ({ type: 'select-trump', trump: named });

/** Playing the domino named "6-4". */
export const play = (domino: string): LessonChoice => ({ type: 'play', domino });
