import { describe, expect, it } from 'vitest';
import type { PlayAction } from '../engine/action';
import { shake } from '../engine/deal';
import { dominoesIn } from '../engine/domino';
import { DOUBLES_OWN_SUIT, SEVENS, playModeOf } from '../engine/suits';
import { HOUSE } from '../engine/settings';
import type { NelloDoubles } from '../engine/settings';
import { legalPlays, trickPoints, trickWinner } from '../engine/trick';
import type { Seat, Team } from '../engine/vocabulary';
import { Rng } from './rng';
import { canReach, playValues, solve } from './solver';
import type { Goal, Position } from './solver';

type Hands = [number, number, number, number];

const next = (seat: Seat, sitter: Seat | null): Seat => {
  const after = ((seat + 1) & 3) as Seat;
  return after === sitter ? (((after + 1) & 3) as Seat) : after;
};

/** Plain minimax over the engine's own trick rules: the reference the solver must agree with. */
const bruteForce = (p: Position, goal: Goal): number => {
  const hands = p.hands as Hands;
  const trick = p.trick as PlayAction[];
  const perTrick = p.sittingOut === null ? 4 : 3;
  const last = trick[trick.length - 1];
  const seat = last === undefined ? p.leader : next(last.seat, p.sittingOut);
  if (hands[seat] === 0) return 0;
  const values = dominoesIn(legalPlays(p.mode, hands[seat], trick)).map((domino) => {
    const played = [...trick, { type: 'play', seat, domino } as PlayAction];
    const rest = hands.slice() as Hands;
    rest[seat] &= ~(1 << domino);
    if (played.length < perTrick) return bruteForce({ ...p, hands: rest, trick: played }, goal);
    const winner = trickWinner(p.mode, played);
    const gain = (winner & 1) === goal.scorer ? trickPoints(played) : 0;
    return gain + bruteForce({ ...p, hands: rest, trick: [], leader: winner }, goal);
  });
  return (seat & 1) === goal.maximizer ? Math.max(...values) : Math.min(...values);
};

/** A random endgame: a shaken deal in a random mode, played at random down to `left` plays;
 * nello when `nello` names the doubles. */
const endgame = (rng: Rng, left: number, nello?: NelloDoubles): { position: Position; goal: Goal } => {
  const modes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, DOUBLES_OWN_SUIT, SEVENS];
  const mode =
    nello === undefined
      ? modes[rng.below(modes.length)]!
      : playModeOf('nello', { ...HOUSE, nello: { doubles: nello } });
  const nelloGoal = mode === DOUBLES_OWN_SUIT || nello !== undefined;
  const bidder = rng.below(4) as Seat;
  const sittingOut = nelloGoal ? (((bidder + 2) & 3) as Seat) : null;
  const scorer = (bidder & 1) as Team;
  const goal: Goal = nelloGoal
    ? { scorer, maximizer: (1 - scorer) as Team }
    : { scorer, maximizer: rng.below(2) as Team };
  let position: Position = { mode, hands: shake(rng.fork()).hands, trick: [], leader: bidder, sittingOut };
  const perTrick = nelloGoal ? 3 : 4;
  for (let plays = 7 * perTrick; plays > left; plays--) {
    const hands = position.hands.slice() as Hands;
    const last = position.trick[position.trick.length - 1];
    const seat = last === undefined ? position.leader : next(last.seat, sittingOut);
    const options = dominoesIn(legalPlays(mode, hands[seat], position.trick as PlayAction[]));
    const domino = options[rng.below(options.length)]!;
    hands[seat] &= ~(1 << domino);
    const trick = [...position.trick, { type: 'play', seat, domino } as PlayAction];
    position =
      trick.length < perTrick
        ? { ...position, hands, trick }
        : { ...position, hands, trick: [], leader: trickWinner(mode, trick) };
  }
  return { position, goal };
};

describe('the double-dummy solver', () => {
  it('agrees with brute-force minimax on endgames of two and three tricks', () => {
    const rng = new Rng(42);
    for (let i = 0; i < 400; i++) {
      const { position, goal } = endgame(rng, 6 + rng.below(7));
      expect(solve(position, goal), JSON.stringify(position)).toBe(bruteForce(position, goal));
    }
  });

  it('agrees with brute force on endgames of four tricks, where the table earns its keep', () => {
    const rng = new Rng(2024);
    for (let i = 0; i < 40; i++) {
      const { position, goal } = endgame(rng, 13 + rng.below(4));
      expect(solve(position, goal), JSON.stringify(position)).toBe(bruteForce(position, goal));
    }
  });

  it('agrees with brute force on nello endgames of three and four tricks, whatever the doubles', () => {
    // Nello's defenders lead once the bidder has lost a trick, and the solver stops searching as
    // soon as nothing they could lead can make the bidder win: these endgames test that stop.
    const rng = new Rng(4242);
    for (const doubles of ['own-suit', 'high', 'low'] as const)
      for (let i = 0; i < 40; i++) {
        const { position, goal } = endgame(rng, 9 + rng.below(4), doubles);
        const value = bruteForce(position, goal);
        expect(canReach(position, goal, 1), JSON.stringify(position)).toBe(value >= 1);
        expect(solve(position, goal), JSON.stringify(position)).toBe(value);
      }
  });

  it('answers threshold questions the same way as the exact value', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 200; i++) {
      const { position, goal } = endgame(rng, 8 + rng.below(5));
      const value = bruteForce(position, goal);
      for (const target of [value - 1, value, value + 1].filter((x) => x > 0))
        expect(canReach(position, goal, target)).toBe(value >= target);
    }
  });

  it('values every legal play as brute force does', () => {
    const rng = new Rng(99);
    for (let i = 0; i < 150; i++) {
      const { position, goal } = endgame(rng, 6 + rng.below(6));
      const { plays, values } = playValues(position, goal)!;
      const thresholds = playValues(position, goal, 10)!;
      plays.forEach((domino, k) => {
        const hands = position.hands.slice() as Hands;
        const last = position.trick[position.trick.length - 1];
        const seat = last === undefined ? position.leader : next(last.seat, position.sittingOut);
        hands[seat] &= ~(1 << domino);
        const played = [...position.trick, { type: 'play', seat, domino } as PlayAction];
        const perTrick = position.sittingOut === null ? 4 : 3;
        let value: number;
        if (played.length < perTrick) value = bruteForce({ ...position, hands, trick: played }, goal);
        else {
          const winner = trickWinner(position.mode, played);
          const gain = (winner & 1) === goal.scorer ? trickPoints(played) : 0;
          value = gain + bruteForce({ ...position, hands, trick: [], leader: winner }, goal);
        }
        expect(values[k]).toBe(value);
        expect(thresholds.values[k]).toBe(value >= 10 ? 1 : 0);
      });
    }
  });

  it('takes all 42 points when one team holds every trump and every winner', () => {
    const hands: Hands = [0, 0, 0, 0];
    // Sixes trump: seat 0 holds all seven sixes, so it draws trump and wins every trick.
    const sixes = [21, 22, 23, 24, 25, 26, 27];
    hands[0] = sixes.reduce((set, id) => set | (1 << id), 0);
    const rest = dominoesIn(((1 << 28) - 1) & ~hands[0]);
    rest.forEach((id, i) => (hands[1 + (i % 3)]! |= 1 << id));
    const position: Position = { mode: 6, hands, trick: [], leader: 0, sittingOut: null };
    expect(solve(position, { scorer: 0, maximizer: 0 })).toBe(42);
  });
});
