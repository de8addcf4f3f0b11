// A list that only grows at its end, made of plain arrays that are never changed once built, so
// every list it grew from stays as it was and everything serialises as JSON. Items fill chunks of
// CHUNK; full chunks hang in a tree of CHUNK-wide nodes. Adding an item copies the partial last
// chunk (the tail) and, once every CHUNK items, one path from the root: O(1) amortised for any
// length a game reaches (three levels of nodes hold 32^4, about a million items).

/** Items per chunk, and children per node of the tree. */
export const CHUNK = 32;

/** A node of the tree: at height 1 its children are chunks of items, above that nodes. */
export type ChunkTree<T> = readonly (readonly T[] | ChunkTree<T>)[];

export interface ChunkedList<T> {
  readonly size: number;
  /** Levels of nodes above the chunks (at least 1). */
  readonly height: number;
  /** The full chunks, in order. */
  readonly tree: ChunkTree<T>;
  /** The items after the last full chunk: fewer than CHUNK. */
  readonly tail: readonly T[];
}

/** The empty list. */
export const emptyList = <T>(): ChunkedList<T> => ({ size: 0, height: 1, tree: [], tail: [] });

/** A branch of the tree of `height` holding only `chunk`. */
const branchOf = <T>(chunk: readonly T[], height: number): ChunkTree<T> =>
  height === 1 ? [chunk] : [branchOf(chunk, height - 1)];

/** `node` (of `height`) with `chunk` added as its chunk number `index`, copying one path. */
const withChunk = <T>(
  node: ChunkTree<T>,
  height: number,
  index: number,
  chunk: readonly T[],
): ChunkTree<T> => {
  if (height === 1) return [...node, chunk];
  const span = CHUNK ** (height - 1);
  const child = Math.floor(index / span);
  if (child === node.length) return [...node, branchOf(chunk, height - 1)];
  const copy = node.slice();
  copy[child] = withChunk(node[child] as ChunkTree<T>, height - 1, index % span, chunk);
  return copy;
};

/** The list with `item` added at the end; `list` itself is left as it was. */
export const pushed = <T>(list: ChunkedList<T>, item: T): ChunkedList<T> => {
  const tail = [...list.tail, item];
  const size = list.size + 1;
  if (tail.length < CHUNK) return { size, height: list.height, tree: list.tree, tail };
  const chunks = (size - CHUNK) / CHUNK;
  if (chunks < CHUNK ** list.height)
    return { size, height: list.height, tree: withChunk(list.tree, list.height, chunks, tail), tail: [] };
  return { size, height: list.height + 1, tree: [list.tree, branchOf(tail, list.height)], tail: [] };
};

/** The item at `index` (0 <= index < size). */
export const itemAt = <T>(list: ChunkedList<T>, index: number): T => {
  const full = list.size - list.tail.length;
  if (index >= full) return list.tail[index - full]!;
  const chunk = Math.floor(index / CHUNK);
  let node = list.tree;
  for (let height = list.height; height >= 1; height--)
    node = node[Math.floor(chunk / CHUNK ** (height - 1)) % CHUNK] as ChunkTree<T>;
  return (node as readonly T[])[index % CHUNK]!;
};

/** Appends the items of `node` (of `height`) to `out`, in order. */
const collect = <T>(node: ChunkTree<T>, height: number, out: T[]): void => {
  for (const child of node)
    if (height === 1) out.push(...(child as readonly T[]));
    else collect(child as ChunkTree<T>, height - 1, out);
};

/** Every item, in order, as a fresh array. */
export const itemsOf = <T>(list: ChunkedList<T>): T[] => {
  const out: T[] = [];
  collect(list.tree, list.height, out);
  out.push(...list.tail);
  return out;
};
