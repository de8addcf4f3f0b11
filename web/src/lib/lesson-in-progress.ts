// The lesson this tab is in the middle of, for the lesson's screen: the offline client keeps its
// table after every change (offline/kept-lesson.ts), so coming back from the rule book, or a
// reload, goes on with the hand where the player left it rather than dealing it again. Features
// ask here, never the offline transport's storage itself (as lib/saved-offline-game.ts).
import { keptLesson } from './offline/kept-lesson';

/** The id of the table of lesson `lessonId` this tab is in the middle of, or null. */
export function lessonInProgress(lessonId: string): string | null {
  const kept = keptLesson();
  return kept?.lesson.id === lessonId ? kept.room.id : null;
}
