// The lesson this tab is in the middle of, kept in sessionStorage after every change with the deal
// it was made from. The rule book is a page of its own, so a look at it takes the lesson's screen
// away; coming back (or reloading) hands the worker the kept table again, the same hand at the same
// step. One lesson at a time, in this tab alone, never over the player's own offline game; a lesson
// whose hand is over is dropped, so it is dealt afresh the next time.
import { decodeOfflineSave, offlineSave } from '@texas42/shared';
import type { LessonDeal, OfflineSave, Room } from '@texas42/shared';

/** The sessionStorage key of the lesson this tab is in the middle of. Not beside the offline
 * game's (offline-game-key.ts): that module ships with the first screen, and this one need not. */
export const KEPT_LESSON_KEY = 'texas42.lesson';

/** A lesson's table as this tab keeps it: the room, and the deal it was made from. */
export interface KeptLesson {
  readonly lesson: LessonDeal;
  readonly room: Room;
}

/** What sessionStorage holds. */
interface KeptLessonSave {
  readonly lesson: LessonDeal;
  readonly save: OfflineSave;
}

/** Keeps `room`, the table of `lesson`; once its hand is over, drops it instead. */
export function keepLesson(lesson: LessonDeal, room: Room): void {
  try {
    if (room.status === 'finished') sessionStorage.removeItem(KEPT_LESSON_KEY);
    else {
      const kept: KeptLessonSave = { lesson, save: offlineSave(room) };
      sessionStorage.setItem(KEPT_LESSON_KEY, JSON.stringify(kept));
    }
  } catch {
    // No storage: the lesson lasts as long as its screen.
  }
}

/** The lesson kept in this tab, or null (none, or one this app cannot read). */
export function keptLesson(): KeptLesson | null {
  try {
    const text = sessionStorage.getItem(KEPT_LESSON_KEY);
    if (text === null) return null;
    const { lesson, save } = JSON.parse(text) as KeptLessonSave;
    const room = decodeOfflineSave(save);
    return room.ok && typeof lesson.id === 'string' && Array.isArray(lesson.guided)
      ? { lesson, room: room.value }
      : null;
  } catch {
    return null;
  }
}
