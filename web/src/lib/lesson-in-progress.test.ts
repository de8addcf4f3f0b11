import { ROOM_FORMAT, lessonById, lessonDeal, lessonRoom } from '@texas42/shared';
import type { Room } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { lessonInProgress } from './lesson-in-progress';
import { keepLesson } from './offline/kept-lesson';
import { KEPT_LESSON_KEY } from './offline/kept-lesson';
import { useMemoryStorage } from '../testing/memory-storage';

/** The tricks lesson's deal and its table, as dealt. */
const tricks = () => {
  const deal = lessonDeal(lessonById('tricks')!);
  const room = lessonRoom(deal, { uid: 'you', name: 'You', now: 0 });
  if (!room.ok) throw new Error(room.error.message);
  return { deal, room: room.value };
};

describe('the lesson this tab is in the middle of', () => {
  const store = useMemoryStorage('sessionStorage');

  it('is the table kept for that lesson, and none for another', () => {
    const { deal, room } = tricks();
    keepLesson(deal, room);
    expect(lessonInProgress('tricks')).toBe(room.id);
    expect(lessonInProgress('count')).toBeNull();
  });

  it('is none once the hand is over: the kept table is dropped', () => {
    const { deal, room } = tricks();
    keepLesson(deal, room);
    keepLesson(deal, { ...room, status: 'finished' } as Room);
    expect(store.has(KEPT_LESSON_KEY)).toBe(false);
    expect(lessonInProgress('tricks')).toBeNull();
  });

  it('is none when what is kept cannot be read: a newer format, no deal, or no JSON', () => {
    const { deal, room } = tricks();
    for (const text of [
      JSON.stringify({ lesson: deal, save: { format: ROOM_FORMAT + 1, room } }),
      JSON.stringify({ save: { format: ROOM_FORMAT, room } }),
      '{ not json',
    ]) {
      store.set(KEPT_LESSON_KEY, text);
      expect(lessonInProgress('tricks'), text.slice(0, 40)).toBeNull();
    }
  });
});
