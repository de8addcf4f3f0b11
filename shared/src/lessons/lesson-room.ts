// A lesson's table: a room like any offline table (the student in seat 0, three AI seats), set
// to the lesson's rules, one hand (single-hand), with hints on, so the student sits with the
// student's capabilities (acts for the seat, sees hints), and dealt from the lesson's seed.

import type { Result } from '../engine';
import { createRoom, hints, singleHand, startGame } from '../room';
import type { Room, RoomError } from '../room';
import type { Lesson } from './lesson';

/** The prefix of every lesson table's id: such a table is neither saved nor counted in stats. */
export const LESSON_ROOM_PREFIX = 'lesson-';

/** True when the room is a lesson's table. */
export const isLessonRoom = (room: { readonly id: string }): boolean =>
  room.id.startsWith(LESSON_ROOM_PREFIX);

/** The lesson's table, started: `uid` in seat 0, the AI at Beginner level (its plays follow from
 * the deal alone, so every student meets the same hand), `now` the clock's time. */
export const lessonRoom = (
  lesson: Lesson,
  request: { readonly uid: string; readonly name: string; readonly now: number },
): Result<Room, RoomError> => {
  const { uid, name, now } = request;
  const id = `${LESSON_ROOM_PREFIX}${lesson.id}-${now.toString(36)}`;
  const lobby = createRoom({ id, uid, name, seed: lesson.seed });
  if (!lobby.ok) return lobby;
  const table: Room = {
    ...lobby.value,
    settings: lesson.settings,
    transformers: [singleHand(), hints()],
    aiLevel: 'heuristic',
  };
  return startGame(table, { uid, now, seed: lesson.seed });
};
