// The solver's memory: positions between tricks that were reached before (the same dominoes left
// and the same leader, whatever the order of play), with bounds on the points still to come and
// the lead that was best. Typed arrays with a generation stamp, so clearing is one increment.

const PROBES = 4;

/** An open-addressed table of position keys (30 bits) to value bounds and a best move. */
export class TranspositionTable {
  private readonly keys: Int32Array;
  private readonly stamps: Int32Array;
  private readonly lower: Int8Array;
  private readonly upper: Int8Array;
  private readonly best: Int8Array;
  private readonly shift: number;
  private generation = 1;
  /** Whether the last `probe` found its key. */
  found = false;

  constructor(bits: number) {
    const size = 1 << bits;
    this.keys = new Int32Array(size + PROBES);
    this.stamps = new Int32Array(size + PROBES);
    this.lower = new Int8Array(size + PROBES);
    this.upper = new Int8Array(size + PROBES);
    this.best = new Int8Array(size + PROBES);
    this.shift = 32 - bits;
  }

  /** Forgets every entry. */
  clear(): void {
    this.generation++;
  }

  /** The slot holding `key`, or the slot a new entry for it should take; sets `found`. */
  probe(key: number): number {
    const start = Math.imul(key, 0x9e3779b1) >>> this.shift;
    for (let slot = start; slot < start + PROBES; slot++) {
      if (this.stamps[slot] !== this.generation) {
        this.found = false;
        return slot;
      }
      if (this.keys[slot] === key) {
        this.found = true;
        return slot;
      }
    }
    this.found = false;
    return start + (key & (PROBES - 1));
  }

  /** The lower bound stored at a found slot. */
  lowerAt(slot: number): number {
    return this.lower[slot]!;
  }

  /** The upper bound stored at a found slot. */
  upperAt(slot: number): number {
    return this.upper[slot]!;
  }

  /** The best move stored at a found slot. */
  moveAt(slot: number): number {
    return this.best[slot]!;
  }

  /** Records a search result `value` for the window (alpha, beta), tightening what is known. */
  store(slot: number, key: number, value: number, alpha: number, beta: number, move: number): void {
    const fresh = this.stamps[slot] !== this.generation || this.keys[slot] !== key;
    let lower = fresh ? 0 : this.lower[slot]!;
    let upper = fresh ? 127 : this.upper[slot]!;
    if (value > alpha && value > lower) lower = value;
    if (value < beta && value < upper) upper = value;
    this.stamps[slot] = this.generation;
    this.keys[slot] = key;
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.best[slot] = move;
  }
}
