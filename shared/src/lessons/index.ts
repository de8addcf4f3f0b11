// Lessons: the path from never having played to a first made bid, as data played through the
// room layer (lesson-room.ts), with the check of each of the student's choices (judge.ts).

export * from './lesson';
export { LESSONS, lessonById, nextLesson } from './path';
export { judge, momentOf, stepFor } from './judge';
export type { Verdict } from './judge';
export { LESSON_ROOM_PREFIX, isLessonRoom } from './lesson-id';
export { lessonDeal, lessonRoom } from './lesson-room';
export type { LessonDeal } from './lesson-room';
