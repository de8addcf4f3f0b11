// Suits, following and trick winners, precomputed per "play mode" into small tables so a legal
// play or a trick winner is a lookup. A mode is what the declaration makes of the set:
//   0..6  that pip is trump          7  doubles are trump
//   8     no trump, doubles high      9  no trump, doubles low
//   10    no trump, doubles their own suit (nello)   11  sevens (no suits)
// Suits are 0..6 for the pips and 7 for the doubles when they form a suit of their own.

import type { Trump } from './action';
import { DOMINO_COUNT, PIP_SET, DOUBLES, highEnd, lowEnd, isDouble, hasPip } from './domino';
import type { DominoId, DominoSet } from './domino';
import type { Settings } from './settings';
import type { Pip } from './vocabulary';

export type PlayMode = number;
export const DOUBLES_TRUMP = 7;
const DOUBLES_HIGH = 8;
const DOUBLES_LOW = 9;
export const DOUBLES_OWN_SUIT = 10;
export const SEVENS = 11;
const MODES = 12;

/** The suit of the doubles when they are a suit of their own. */
export const DOUBLES_SUIT = 7;

export const SUIT_NAMES = ['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'doubles'] as const;

const SUIT_TRUMPS: Partial<Record<Trump, PlayMode>> = {
  blanks: 0,
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
  doubles: DOUBLES_TRUMP,
  sevens: SEVENS,
};

/** The pip a declaration makes trump (sixes: 6), or null for doubles, no trump and the specials. */
export const trumpPip = (trump: Trump): Pip | null => {
  const mode = SUIT_TRUMPS[trump];
  return mode !== undefined && mode < DOUBLES_TRUMP ? (mode as Pip) : null;
};

/** The play mode of doubles kept in their numbers' suits (follow-me, or nello high or low). */
const noTrumpMode = (doubles: 'high' | 'low' | 'own-suit'): PlayMode =>
  doubles === 'own-suit' ? DOUBLES_OWN_SUIT : doubles === 'high' ? DOUBLES_HIGH : DOUBLES_LOW;

/** The play mode a declaration makes, given the table's settings. */
export const playModeOf = (trump: Trump, settings: Settings): PlayMode => {
  const mode = SUIT_TRUMPS[trump];
  if (mode !== undefined) return mode;
  if (trump === 'follow-me') return noTrumpMode(settings.followMeDoubles);
  return noTrumpMode(settings.nello ? settings.nello.doubles : 'own-suit');
};

/** The trump suit of a mode, or -1 when nothing is trump. */
const trumpSuitOf = (mode: PlayMode): number => (mode <= DOUBLES_TRUMP ? mode : -1);

/** Doubles form a suit of their own (as trump or in nello). */
const doublesApart = (mode: PlayMode): boolean => mode === DOUBLES_TRUMP || mode === DOUBLES_OWN_SUIT;

const isTrump = (mode: PlayMode, id: DominoId): boolean =>
  mode < DOUBLES_TRUMP ? hasPip(id, mode as Pip) : mode === DOUBLES_TRUMP && isDouble(id);

/** The dominoes that belong to `suit` when following, before trumps are taken out. */
const membersOf = (mode: PlayMode, suit: number): DominoSet => {
  if (suit === DOUBLES_SUIT) return DOUBLES;
  const pipSet = PIP_SET[suit]!;
  return doublesApart(mode) ? pipSet & ~DOUBLES : pipSet;
};

/** A domino's rank within a suit it belongs to: higher wins. The others rank 2..8 by their
 * other end; the double is 9 (or 1 when doubles are low). */
const rankIn = (mode: PlayMode, suit: number, id: DominoId): number => {
  if (suit === DOUBLES_SUIT) return highEnd(id) + 1;
  if (isDouble(id)) return mode === DOUBLES_LOW ? 1 : 9;
  const other = highEnd(id) === suit ? lowEnd(id) : highEnd(id);
  return other + 2;
};

/** Sevens: 8 for a domino of 7 pips, one less for each pip away. */
const sevensPower = (id: DominoId): number => 8 - Math.abs(highEnd(id) + lowEnd(id) - 7);

const LED = new Int8Array(MODES * DOMINO_COUNT);
const FOLLOWERS = new Int32Array(MODES * 8);
const POWER = new Int8Array(MODES * 8 * DOMINO_COUNT);

for (let mode = 0; mode < MODES; mode++) {
  const trumpSuit = trumpSuitOf(mode);
  let trumps = 0;
  for (let id = 0; id < DOMINO_COUNT; id++) if (isTrump(mode, id)) trumps |= 1 << id;
  for (let id = 0; id < DOMINO_COUNT; id++) {
    const led = isTrump(mode, id)
      ? trumpSuit
      : doublesApart(mode) && isDouble(id)
        ? DOUBLES_SUIT
        : highEnd(id);
    LED[mode * DOMINO_COUNT + id] = mode === SEVENS ? 0 : led;
  }
  for (let suit = 0; suit < 8; suit++) {
    const followers = suit === trumpSuit ? trumps : membersOf(mode, suit) & ~trumps;
    FOLLOWERS[mode * 8 + suit] = mode === SEVENS ? 0 : followers;
    for (let id = 0; id < DOMINO_COUNT; id++) {
      let power = 0;
      if (mode === SEVENS) power = sevensPower(id);
      else if ((trumps >> id) & 1) power = 16 + rankIn(mode, trumpSuit, id);
      else if ((followers >> id) & 1) power = rankIn(mode, suit, id);
      POWER[(mode * 8 + suit) * DOMINO_COUNT + id] = power;
    }
  }
}

/** The suit a domino leads. */
export const suitLed = (mode: PlayMode, lead: DominoId): number => LED[mode * DOMINO_COUNT + lead]!;

/** The dominoes that follow `suit` (trumps follow only a trump lead). */
export const followersOf = (mode: PlayMode, suit: number): DominoSet => FOLLOWERS[mode * 8 + suit]!;

/** How strongly a domino plays to a trick led in `suit`; the highest wins, 0 never does. */
export const powerOf = (mode: PlayMode, suit: number, id: DominoId): number =>
  POWER[(mode * 8 + suit) * DOMINO_COUNT + id]!;

/** Sevens: the dominoes of a hand nearest 7 pips. */
export const nearestSevens = (hand: DominoSet): DominoSet => {
  let best = 0;
  let bestPower = 0;
  for (let rest = hand; rest !== 0; rest &= rest - 1) {
    const id = 31 - Math.clz32(rest & -rest);
    const power = sevensPower(id);
    if (power > bestPower) {
      bestPower = power;
      best = 1 << id;
    } else if (power === bestPower) best |= 1 << id;
  }
  return best;
};
