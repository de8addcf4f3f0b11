// The lessons a player has finished, kept on this phone (localStorage, like the offline game), so
// the path shows what is done and suggests the next lesson. Unreadable storage reads as nothing
// done: progress is a convenience, never a gate, and every lesson stays open.
import { LESSONS } from '@texas42/shared';
import type { Lesson } from '@texas42/shared';

const PROGRESS_KEY = 'texas42.lessonsDone';

/** The ids of the lessons finished on this phone. */
export function lessonsDone(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps lesson `id` as finished. */
export function markLessonDone(id: string): void {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify([...new Set([...lessonsDone(), id])]));
  } catch {
    // A phone that keeps nothing (private mode, full storage) still plays every lesson.
  }
}

/** The first lesson not yet finished, or undefined once all are. */
export const suggestedLesson = (done: ReadonlySet<string>): Lesson | undefined =>
  LESSONS.find((lesson) => !done.has(lesson.id));
