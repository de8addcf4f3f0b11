// The engine's suit tables laid out for the solver's inner loop: per play mode, the suit each
// domino leads, the followers of each suit, each domino's power per suit, and the exclusive suit
// (trumps, or nello's doubles) as a ladder from its highest member down.

import {
  countOf,
  DOMINO_COUNT,
  DOUBLES_OWN_SUIT,
  DOUBLES_SUIT,
  DOUBLES_TRUMP,
  followersOf,
  highEnd,
  lowEnd,
  powerOf,
  SEVENS,
  suitLed,
} from '../engine';
import type { PlayMode } from '../engine';

/** One play mode's tables. */
export interface ModeTables {
  readonly sevens: boolean;
  /** The suit each domino leads. */
  readonly led: Int8Array;
  /** The dominoes that follow each suit. */
  readonly follow: Int32Array;
  /** Power of domino `id` in a trick led in `suit` at `suit * 28 + id`; the highest wins. */
  readonly power: Int8Array;
  /** The members of the exclusive suit, highest first, padded with -1. */
  readonly ladder: Int8Array;
  /** The dominoes that belong to the exclusive suit and to no other. */
  readonly exclusive: number;
}

/** What a domino carries: 10, 5 or 0 points. */
export const COUNT = Int8Array.from({ length: DOMINO_COUNT }, (_, id) => countOf(id));

/** 0, 1 or 2 for a domino worth 0, 5 or 10. */
export const COUNT_CLASS = Int8Array.from({ length: DOMINO_COUNT }, (_, id) => countOf(id) / 5);

/** Pip totals, which decide everything about a domino in sevens. */
export const PIP_TOTAL = Int8Array.from({ length: DOMINO_COUNT }, (_, id) => highEnd(id) + lowEnd(id));

const exclusiveSuitOf = (mode: PlayMode): number =>
  mode < DOUBLES_TRUMP ? mode : mode === DOUBLES_TRUMP || mode === DOUBLES_OWN_SUIT ? DOUBLES_SUIT : -1;

const tablesOf = (mode: PlayMode): ModeTables => {
  const led = Int8Array.from({ length: DOMINO_COUNT }, (_, id) => suitLed(mode, id));
  const follow = Int32Array.from({ length: 8 }, (_, suit) => followersOf(mode, suit));
  const power = new Int8Array(8 * DOMINO_COUNT);
  for (let suit = 0; suit < 8; suit++)
    for (let id = 0; id < DOMINO_COUNT; id++) power[suit * DOMINO_COUNT + id] = powerOf(mode, suit, id);
  const suit = exclusiveSuitOf(mode);
  const exclusive = suit < 0 ? 0 : follow[suit]!;
  const members: number[] = [];
  for (let id = 0; id < DOMINO_COUNT; id++) if ((exclusive >> id) & 1) members.push(id);
  members.sort((a, b) => power[suit * DOMINO_COUNT + b]! - power[suit * DOMINO_COUNT + a]!);
  const ladder = new Int8Array(8).fill(-1);
  members.forEach((id, i) => (ladder[i] = id));
  return { sevens: mode === SEVENS, led, follow, power, ladder, exclusive };
};

/** The tables of every play mode, by mode. */
export const MODE_TABLES: readonly ModeTables[] = Array.from({ length: SEVENS + 1 }, (_, mode) =>
  tablesOf(mode),
);
