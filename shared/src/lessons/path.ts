// The path of lessons, in the order a newcomer takes them: the first five (first-lessons.ts) from
// the dominoes to a first bid, then six more (later-lessons.ts) from choosing trump to the special
// contracts, sevens last.

import { BIDDING, COUNT, DOMINOES, TRICKS, TRUMP } from './first-lessons';
import { CHOOSING_TRUMP, DOUBLES, NELLO, PARTNER, SEVENS, SPECIALS } from './later-lessons';
import type { Lesson } from './lesson';

/** Every lesson, in the order of the path. */
export const LESSONS: readonly Lesson[] = [
  DOMINOES,
  TRICKS,
  COUNT,
  TRUMP,
  BIDDING,
  CHOOSING_TRUMP,
  PARTNER,
  DOUBLES,
  NELLO,
  SPECIALS,
  SEVENS,
];

/** The lesson with this id, if there is one. */
export const lessonById = (id: string): Lesson | undefined => LESSONS.find((lesson) => lesson.id === id);

/** The lesson after `id` on the path, if any. */
export const nextLesson = (id: string): Lesson | undefined =>
  LESSONS[LESSONS.findIndex((lesson) => lesson.id === id) + 1];
