// How a lesson's table is told from the player's own offline game: by its id. Kept apart from
// the rest of the lessons (it imports nothing), so the offline client can ask it without loading
// them.

/** The prefix of every lesson table's id: such a table is neither saved nor counted in stats. */
export const LESSON_ROOM_PREFIX = 'lesson-';

/** True when the room is a lesson's table. */
export const isLessonRoom = (room: { readonly id: string }): boolean =>
  room.id.startsWith(LESSON_ROOM_PREFIX);
