// Where a game's deals come from. Offline games and tests deal from a seed through a small PRNG
// (fast and reproducible). Online games deal each hand from its own 256-bit key, drawn by the
// server for that deal and kept with the game, so a replay rebuilds the game from its keys.

import type { Settings } from './settings';
import type { ByTeam } from './vocabulary';

/** Deals from a 32-bit seed: the seed and the shuffle's PRNG state after the last deal. */
export interface SeededDealing {
  readonly kind: 'seeded';
  readonly seed: number;
  readonly rng: number;
}

/** The score a game moved online goes on from: the hand it is in and what each team holds. */
export interface CarriedScore {
  readonly handNumber: number;
  readonly marks: ByTeam<number>;
  readonly gamePoints: ByTeam<number>;
}

/** Deals from keys: deal i (redeals count) was shaken from `keys[i]`. */
export interface KeyedDealing {
  readonly kind: 'keyed';
  /** The score the game began with (a game moved online), or null for a new game at 0-0. */
  readonly carried: CarriedScore | null;
  /** The key of every deal so far, in order. */
  readonly keys: readonly string[];
  /** The key the next deal will use, put in by the room before each change; a deal takes it. */
  readonly next: string | null;
}

export type Dealing = SeededDealing | KeyedDealing;

/** What a game record holds of its deals: the seed, or the key of every deal made (and the score
 * a game moved online began with). */
export type DealSource =
  { readonly seed: number } | { readonly keys: readonly string[]; readonly carried?: CarriedScore };

/** A deal key: 32 bytes written as 64 lowercase hex digits. */
export const DEAL_KEY_PATTERN = /^[0-9a-f]{64}$/;

/** True for a well-formed deal key. */
export const isDealKey = (value: unknown): value is string =>
  typeof value === 'string' && DEAL_KEY_PATTERN.test(value);

/** The most hands a carried score may say were played. */
const MAX_CARRIED_HAND = 999;

const isCount = (value: unknown, below: number): boolean =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;

/** True when `carried` is a score a game with `settings` can be in before it is won. */
export const isCarriedScore = (settings: Settings, carried: CarriedScore): boolean => {
  const { kind, value } = settings.target;
  const limit = (counted: boolean) => (counted ? value : 10_000);
  return (
    isCount(carried.handNumber, MAX_CARRIED_HAND + 1) &&
    carried.handNumber >= 1 &&
    [0, 1].every(
      (team) =>
        isCount(carried.marks?.[team], limit(kind === 'marks')) &&
        isCount(carried.gamePoints?.[team], limit(kind === 'points')),
    )
  );
};
