// Randomness for the AI without Math.random: a seeded stream (the engine's mulberry32), so a
// decision is a pure function of the view and the seed it is given.

import { mulberry32 } from '../engine';

/** A seeded stream of random numbers; its whole state is one 32-bit number. */
export class Rng {
  private readonly stream: () => number;

  constructor(seed: number) {
    this.stream = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.stream();
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
