// Playing a trick: which dominoes a seat may play, who wins, and what the trick is worth.

import type { PlayAction } from './action';
import { countOf } from './domino';
import type { DominoSet } from './domino';
import { SEVENS, followersOf, nearestSevens, powerOf, suitLed } from './suits';
import type { PlayMode } from './suits';
import type { Seat } from './vocabulary';

/** The dominoes of `hand` that may be played to `trick`: the suit led if held, else anything. */
export const legalPlays = (mode: PlayMode, hand: DominoSet, trick: readonly PlayAction[]): DominoSet => {
  if (mode === SEVENS) return nearestSevens(hand);
  const lead = trick[0];
  if (lead === undefined) return hand;
  const following = hand & followersOf(mode, suitLed(mode, lead.domino));
  return following !== 0 ? following : hand;
};

/** The seat whose play wins the trick: the highest trump, else the highest of the suit led. */
export const trickWinner = (mode: PlayMode, trick: readonly Pick<PlayAction, 'seat' | 'domino'>[]): Seat => {
  const suit = suitLed(mode, trick[0]!.domino);
  let best = trick[0]!;
  let bestPower = powerOf(mode, suit, best.domino);
  for (let i = 1; i < trick.length; i++) {
    const power = powerOf(mode, suit, trick[i]!.domino);
    if (power > bestPower) {
      bestPower = power;
      best = trick[i]!;
    }
  }
  return best.seat;
};

/** The count in the trick plus 1 for taking it. */
export const trickPoints = (trick: readonly PlayAction[]): number =>
  trick.reduce((points, play) => points + countOf(play.domino), 1);
