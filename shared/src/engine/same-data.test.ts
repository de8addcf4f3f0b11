import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('holds two records the same whatever the order of their keys, as a room read back from Firestore', () => {
    expect(
      sameData(
        { kind: 'marks', value: 7, nested: { a: 1, b: [1, 2] } },
        { nested: { b: [1, 2], a: 1 }, value: 7, kind: 'marks' },
      ),
    ).toBe(true);
  });

  it('counts an undefined field as absent, as JSON does', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: null })).toBe(false);
  });

  it('tells apart a different value at any depth, an array from a record, and the order of a list', () => {
    expect(sameData({ a: { b: [1, 2, 3] } }, { a: { b: [1, 2, 4] } })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1, undefined], [1])).toBe(false);
    expect(sameData(false, { doubles: 'low' })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('sixes', 'sixes')).toBe(true);
  });

  it('holds what is not plain data the same only as itself: a Map is not its fields', () => {
    const seats = new Map([[0, 'Ann']]);
    expect(sameData(seats, seats)).toBe(true);
    expect(sameData(seats, new Map([[0, 'Bob']]))).toBe(false);
    expect(sameData({ seats }, { seats: {} })).toBe(false);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    expect(sameData(Object.create(null) as object, {})).toBe(true);
  });
});
