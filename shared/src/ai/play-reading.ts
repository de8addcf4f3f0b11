// What the plays say about the hands behind them. Each play another seat made this hand is asked
// again in a sampled deal: from the hand that deal gives the seat at that moment, would the rules
// of thumb (heuristic-play.ts) have made that play? A deal where the seats played as a decent
// player would is likelier than one where they kept making odd choices. Good players, the Expert
// among them, often play otherwise than the rules, so a play the rules would not have made is
// evidence, not proof: such a deal keeps a part of its weight.

import { bySeat, legalPlays, playModeOf, teamOf } from '../engine';
import type { BySeat, ByTeam, DominoSet, PlayAction, Seat } from '../engine';
import { heuristicPlay } from './heuristic-play';
import { tricksOf } from './inference';
import type { KnowledgeIn } from './knowledge';

/** One play another seat made this hand, and what the table showed that seat then. */
export interface SeenPlay {
  readonly play: PlayAction;
  /** The trick's index in the hand. */
  readonly trick: number;
  /** The plays before it in its trick. */
  readonly before: readonly PlayAction[];
  /** The dominoes the seat played from this trick on: with its hand now, its hand then. */
  readonly playedSince: DominoSet;
  /** How many dominoes each seat held then. */
  readonly handCounts: BySeat<number>;
  /** The points each team had taken then. */
  readonly points: ByTeam<number>;
}

/** Every play the other seats made this hand, in order. */
export const seenPlays = (k: KnowledgeIn<'playing'>): SeenPlay[] => {
  const tricks = tricksOf(k);
  const seen: SeenPlay[] = [];
  tricks.forEach((plays, t) =>
    plays.forEach((play, i) => {
      if (play.seat === k.seat) return;
      // The plays not yet made then: the rest of this trick and every later one.
      const toCome = [...plays.slice(i), ...tricks.slice(t + 1).flat()];
      const count = (seat: Seat) => toCome.filter((q) => q.seat === seat).length;
      const playedSince = toCome.reduce((set, q) => (q.seat === play.seat ? set | (1 << q.domino) : set), 0);
      const handCounts = bySeat((seat) => k.handCounts[seat] + count(seat));
      const points: [number, number] = [0, 0];
      for (const done of k.tricks.slice(0, t)) points[teamOf(done.winner)] += done.points;
      seen.push({ play, trick: t, before: plays.slice(0, i), playedSince, handCounts, points });
    }),
  );
  return seen;
};

/** What the seat of `seen` knew when it played, had it held `hand` then (and so could play
 * `legal`). */
export const knowledgeThen = (
  k: KnowledgeIn<'playing'>,
  seen: SeenPlay,
  hand: DominoSet,
  legal = legalPlays(playModeOf(k.trump, k.settings), hand, seen.before),
): KnowledgeIn<'playing'> => {
  const validActions: PlayAction[] = [];
  for (let rest = legal; rest !== 0; rest &= rest - 1)
    validActions.push({ type: 'play', seat: seen.play.seat, domino: 31 - Math.clz32(rest & -rest) });
  return {
    ...k,
    seat: seen.play.seat,
    turn: seen.play.seat,
    hand,
    trick: seen.before,
    tricks: k.tricks.slice(0, seen.trick),
    handCounts: seen.handCounts,
    points: seen.points,
    validActions,
  };
};

/** How likely a deal's hands were to make the plays seen, up to a constant: the deal keeps
 * `unlike` of its weight for each play with a choice that the rules would not have made. */
export const playReader = (
  k: KnowledgeIn<'playing'>,
  unlike: number,
): ((hands: BySeat<DominoSet>) => number) => {
  const seen = seenPlays(k);
  const mode = playModeOf(k.trump, k.settings);
  return (hands) => {
    let likelihood = 1;
    for (const play of seen) {
      const hand = hands[play.play.seat]! | play.playedSince;
      const legal = legalPlays(mode, hand, play.before);
      // A forced play says nothing: no knowledge is built for it (this runs for every deal).
      if ((legal & (legal - 1)) === 0) continue;
      const rule = heuristicPlay(knowledgeThen(k, play, hand, legal)) as PlayAction;
      if (rule.domino !== play.play.domino) likelihood *= unlike;
    }
    return likelihood;
  };
};
