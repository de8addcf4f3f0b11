// A lesson's table: a room like any offline table (the student in seat 0, three AI seats), set
// to the lesson's rules, one hand (single-hand), with hints on, so the student sits with the
// student's capabilities (acts for the seat, sees hints), and dealt from the lesson's seed. The
// offline worker makes it from the lesson's deal alone, so neither the worker nor the page's
// first screens carry the lessons' scripts.

import type { Result } from '../engine';
import { createRoom, hints, singleHand, startGame } from '../room';
import type { Room, RoomError } from '../room';
import type { Lesson, Moment } from './lesson';
import { LESSON_ROOM_PREFIX } from './lesson-id';

/** What a lesson's table is made from: which lesson, its deal's seed and its rules; and the
 * moments its steps guide, where the lesson's own words stand in for the hint (the page's
 * lesson-table.tsx shows none), so the table works none out. */
export type LessonDeal = Pick<Lesson, 'id' | 'seed' | 'settings'> & { readonly guided: readonly Moment[] };

/** The deal of `lesson`, as its table is made from it. */
export const lessonDeal = ({ id, seed, settings, steps }: Lesson): LessonDeal => ({
  id,
  seed,
  settings,
  guided: steps.map((step) => step.at),
});

/** The lesson's table, started: `uid` in seat 0, the AI at Beginner level (its plays follow from
 * the deal alone, so every student meets the same hand), `now` the clock's time. */
export const lessonRoom = (
  lesson: Pick<LessonDeal, 'id' | 'seed' | 'settings'>,
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
