// What the table's play reveals about the hidden hands. A seat that did not follow the suit led
// holds none of it; in sevens, a seat holds nothing nearer 7 than what it played; a splash or
// plunge bidder was dealt at least 3 or 4 doubles. The sampler deals only hands that fit.

import {
  ALL_DOMINOES,
  DOUBLES,
  bySeat,
  followersOf,
  playModeOf,
  powerOf,
  SEVENS,
  sizeOf,
  suitLed,
} from '../engine';
import type { BySeat, DominoSet, PlayAction, PlayMode, Seat } from '../engine';
import type { Knowledge } from './knowledge';

/** The hidden dominoes and what each seat may hold of them. */
export interface Constraints {
  /** Dominoes played this hand, collected or on the table. */
  readonly played: DominoSet;
  /** Dominoes whose holder the seat does not know. */
  readonly hidden: DominoSet;
  /** How many hidden dominoes each seat holds (0 for the seat itself). */
  readonly counts: BySeat<number>;
  /** The hidden dominoes each seat cannot hold. */
  readonly forbidden: BySeat<DominoSet>;
  /** A seat that must still hold at least `count` doubles, if any. */
  readonly minDoubles: { readonly seat: Seat; readonly count: number } | null;
}

/** Every play of the hand so far, trick by trick, the one on the table last. */
export const tricksOf = (k: Knowledge): (readonly PlayAction[])[] => [
  ...k.tricks.map((trick) => trick.plays),
  ...(k.trick.length > 0 ? [k.trick] : []),
];

/** The dominoes a follower shows it lacks by playing `domino` to a trick led with `lead`. */
const revealedLack = (mode: PlayMode, lead: number, domino: number): DominoSet => {
  if (mode === SEVENS) {
    let nearer = 0;
    for (let id = 0; id < 28; id++) if (powerOf(mode, 0, id) > powerOf(mode, 0, domino)) nearer |= 1 << id;
    return nearer;
  }
  const followers = followersOf(mode, suitLed(mode, lead));
  return (followers >> domino) & 1 ? 0 : followers;
};

/** The constraints the seat's knowledge puts on the hidden hands. */
export const constraintsOf = (k: Knowledge): Constraints => {
  const forbidden = [0, 0, 0, 0];
  const playedBy = [0, 0, 0, 0];
  let played = 0;
  const mode = k.trump === null ? null : playModeOf(k.trump, k.settings);
  for (const plays of tricksOf(k)) {
    plays.forEach((play, i) => {
      played |= 1 << play.domino;
      playedBy[play.seat]! |= 1 << play.domino;
      if (mode !== null && (i > 0 || mode === SEVENS))
        forbidden[play.seat]! |= revealedLack(mode, plays[0]!.domino, play.domino);
    });
  }
  const counts = bySeat((seat) => (seat === k.seat ? 0 : k.handCounts[seat]));
  forbidden[k.seat] = ALL_DOMINOES;
  const contract = k.contract;
  let minDoubles: Constraints['minDoubles'] = null;
  if (
    contract !== null &&
    (contract.kind === 'splash' || contract.kind === 'plunge') &&
    contract.bidder !== k.seat
  ) {
    const needed = (contract.kind === 'splash' ? 3 : 4) - sizeOf(playedBy[contract.bidder]! & DOUBLES);
    if (needed > 0) minDoubles = { seat: contract.bidder, count: needed };
  }
  return {
    played,
    hidden: ALL_DOMINOES & ~k.hand & ~played,
    counts,
    forbidden: bySeat((seat) => forbidden[seat]!),
    minDoubles,
  };
};
