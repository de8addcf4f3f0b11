// Randomness for the AI without Math.random: a seeded stream over the engine's PRNG step, so a
// decision is a pure function of the view and the seed it is given.

import { advance, valueOf } from '../engine/prng';

/** A seeded stream of random numbers; its whole state is one 32-bit number. */
export class Rng {
  constructor(private state: number) {}

  /** A float in [0, 1). */
  next(): number {
    this.state = advance(this.state);
    return valueOf(this.state);
  }

  /** A whole number in [0, bound). */
  below(bound: number): number {
    return Math.floor(this.next() * bound);
  }

  /** A fresh seed for a child stream. */
  fork(): number {
    return Math.floor(this.next() * 4294967296) | 0;
  }
}
