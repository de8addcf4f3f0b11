import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK, emptyList, itemAt, itemsOf, pushed } from './chunked-list';
import type { ChunkTree, ChunkedList } from './chunked-list';

declare const console: { log: (...args: unknown[]) => void };

/** How many array elements `after` holds in arrays it does not share with `before`: the work a
 * push did copying. Walks only the arrays that differ, so it is cheap to call on every push. */
const copiedBy = <T>(before: ChunkedList<T>, after: ChunkedList<T>): number => {
  const fresh = (now: ChunkTree<T>, old: ChunkTree<T> | undefined, height: number): number => {
    if (now === old) return 0;
    let count = now.length;
    if (height > 1)
      for (const [i, child] of now.entries())
        count += fresh(child as ChunkTree<T>, old?.[i] as ChunkTree<T> | undefined, height - 1);
    return count;
  };
  const tree =
    after.height === before.height
      ? fresh(after.tree, before.tree, after.height)
      : fresh(after.tree, [before.tree], after.height);
  return tree + (after.tail === before.tail ? 0 : after.tail.length);
};

describe('the chunked list', () => {
  it('holds every item pushed, in order, through three levels of tree', () => {
    let list = emptyList<number>();
    const count = CHUNK ** 3 + 5 * CHUNK + 7;
    for (let i = 0; i < count; i++) list = pushed(list, i);
    expect(list.size).toBe(count);
    expect(list.height).toBe(3);
    expect(itemsOf(list)).toEqual(Array.from({ length: count }, (_, i) => i));
    for (const index of [0, 31, 32, 1023, 1024, CHUNK ** 3 - 1, CHUNK ** 3, count - 1])
      expect(itemAt(list, index)).toBe(index);
  });

  it('copies at most the tail and one path of the tree per push, and a constant number of items on average', () => {
    let list = emptyList<number>();
    let copied = 0;
    let worst = 0;
    const count = 2 * CHUNK ** 3;
    for (let i = 0; i < count; i++) {
      const next = pushed(list, i);
      const work = copiedBy(list, next);
      copied += work;
      worst = Math.max(worst, work);
      list = next;
    }
    // A push copies the tail (< CHUNK items) and, when a chunk fills, one node per level.
    expect(worst).toBeLessThanOrEqual(CHUNK * (list.height + 1));
    // Amortised per item: the growing tail about CHUNK / 2 + 1, the tree's paths about half a
    // node per level (a path is copied once per CHUNK items): a constant, whatever the length.
    console.log(`chunked list: ${(copied / count).toFixed(2)} elements copied per push, worst ${worst}`);
    expect(copied / count).toBeLessThan(CHUNK / 2 + 1 + list.height);
  });

  it('leaves every list it grew from unchanged, as JSON too', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3 * CHUNK * CHUNK), { minLength: 1, maxLength: 6 }), (marks) => {
        let list = emptyList<number>();
        const kept: { list: ChunkedList<number>; json: string; items: number[] }[] = [];
        const total = Math.max(...marks);
        for (let i = 0; i <= total; i++) {
          if (marks.includes(i)) kept.push({ list, json: JSON.stringify(list), items: itemsOf(list) });
          list = pushed(list, i);
        }
        for (const old of kept) {
          expect(JSON.stringify(old.list)).toBe(old.json);
          expect(itemsOf(old.list)).toEqual(old.items);
          expect(itemsOf(JSON.parse(old.json) as ChunkedList<number>)).toEqual(old.items);
        }
      }),
      { numRuns: 40 },
    );
  });
});
