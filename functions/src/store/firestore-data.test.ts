import { describe, expect, it } from 'vitest';
import { firestoreData, firestoreProblem } from './firestore-data';
import { roomWrites } from './room-writes';
import type { StoredState } from './stored-state';
import { random, randomStep, startedRoom } from './test-support';

describe('firestoreProblem', () => {
  it('finds an array directly inside an array, by path', () => {
    expect(firestoreProblem({ game: { log: [[{ type: 'pass' }]] } })).toBe(
      'game.log[0] is an array inside an array',
    );
  });

  it('accepts arrays of maps that hold arrays', () => {
    expect(firestoreProblem({ tricks: [{ plays: [1, 2], winner: 0 }] })).toBeNull();
  });

  it('finds numbers Firestore would store wrongly and values JSON cannot hold', () => {
    expect(firestoreProblem({ a: [1, Number.NaN] })).toBe('a[1] is not finite');
    expect(firestoreProblem({ f: () => 1 })).toBe('f is a function');
  });

  it('drops undefined fields on the way in, and refuses a nested array', () => {
    expect(firestoreData({ a: 1, b: undefined })).toEqual({ a: 1 });
    expect(() => firestoreData({ log: [[1]] })).toThrow('log[0] is an array inside an array');
  });
});

describe('the documents of whole games', () => {
  it('hold no nested arrays in any view, public room or private state, over 3 random games', () => {
    for (const seed of [1, 2, 3]) {
      const next = random(seed);
      let state: StoredState = roomWrites(null, startedRoom(seed)).state;
      let steps = 0;
      for (; state.room.status === 'playing' && steps < 3_000; steps++) {
        state = roomWrites(state, randomStep(state.room, next)).state; // throws on a refused shape
      }
      expect(state.room.status).toBe('finished');
      expect(steps).toBeGreaterThan(100);
    }
  });
});
