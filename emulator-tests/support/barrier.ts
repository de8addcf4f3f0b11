// A meeting point: `arrive(key)` resolves once `parties` callers have arrived with that key (or at
// once if they already have), so several clients can send their moves at the same instant. A
// barrier that waits too long lets its callers go and counts the miss, rather than hang a test.

/** A reusable barrier keyed by the moment it marks. */
export interface Barrier {
  arrive(key: string): Promise<void>;
  /** How many keys released by timeout rather than by a full house. */
  readonly misses: () => number;
}

/** A barrier for `parties` callers per key. */
export function barrier(parties: number, timeoutMs = 60_000): Barrier {
  const gates = new Map<string, { count: number; open: Promise<void>; release: () => void }>();
  let misses = 0;
  return {
    arrive: (key) => {
      let gate = gates.get(key);
      if (gate === undefined) {
        let release = () => {};
        const open = new Promise<void>((resolve) => (release = resolve));
        gate = { count: 0, open, release };
        gates.set(key, gate);
        const timer = setTimeout(() => {
          misses++;
          gate!.release();
        }, timeoutMs);
        void open.then(() => clearTimeout(timer));
      }
      if (++gate.count === parties) gate.release();
      return gate.open;
    },
    misses: () => misses,
  };
}
