import { describe, expect, it } from 'vitest';
import { HOUSE, createGame, execute } from '../engine';
import type { Action, BidAction, GameState, Seat } from '../engine';
import { getPlayerView } from '../view';
import { chooseBid } from './heuristic-bid';
import type { Prospect } from './heuristic-bid';
import { knowledgeFrom } from './knowledge';

/** The view of the seat to speak after the seats before it made `earlier` (by how far they sit
 * before it: the opener is `earlier[0]`). */
const toSpeak = (...earlier: ((seat: Seat) => Action)[]) => {
  let state: GameState = createGame(HOUSE, 42);
  for (const action of earlier) state = (execute(state, action(state.turn!)) as { value: GameState }).value;
  return knowledgeFrom(getPlayerView(state, state.turn))!;
};

const pass = (seat: Seat): Action => ({ type: 'pass', seat });
const thirty = (seat: Seat): Action => ({ type: 'bid', seat, kind: 'points', value: 30 });

/** A hand read as making its lowest point bid with `points`, a point less with each point more,
 * any mark bid with `marks`, and never a splash or a plunge. */
const reading =
  (points: number, marks = 0): Prospect =>
  (bid: BidAction) =>
    bid.kind === 'points'
      ? { chance: points - 0.01 * (bid.value - 31), marks: 1 }
      : { chance: bid.kind === 'marks' ? marks : 0, marks: bid.value };

const shown = (action: Action) => (action.type === 'bid' ? `${action.kind} ${action.value}` : action.type);

describe('choosing a bid', () => {
  it('bids in marks won against the pass: over the other side with better odds than they make it', () => {
    const k = toSpeak(thirty);
    expect(shown(chooseBid(k, reading(0.45)))).toBe('pass');
    expect(shown(chooseBid(k, reading(0.45), 0, true))).toMatch(/^points 3[1-6]$/);
    expect(shown(chooseBid(k, reading(0.35), 0, true))).toBe('pass');
  });

  it('opens at even odds, since a hand all four pass is dealt again', () => {
    const k = toSpeak();
    expect(shown(chooseBid(k, reading(0.56)))).toBe('pass');
    expect(shown(chooseBid(k, reading(0.56), 0, true))).toMatch(/^points 3[0-6]$/);
    expect(shown(chooseBid(k, reading(0.48), 0, true))).toBe('pass');
  });

  it('takes a sure point bid over a mark bid made less often, where the nerve alone took the mark', () => {
    const k = toSpeak();
    expect(shown(chooseBid(k, reading(0.9, 0.7)))).toBe('marks 1');
    expect(shown(chooseBid(k, reading(0.9, 0.7), 0, true))).toMatch(/^points 3[0-6]$/);
    expect(shown(chooseBid(k, reading(0.7, 0.78), 0, true))).toBe('marks 1');
  });

  it("leaves a partner's bid alone but for a much surer mark bid, weighed in marks or not", () => {
    const k = toSpeak(thirty, pass);
    for (const forMarks of [false, true]) {
      expect(shown(chooseBid(k, reading(0.95, 0.7), 0, forMarks))).toBe('pass');
      expect(shown(chooseBid(k, reading(0.5, 0.75), 0, forMarks))).toBe('pass');
      expect(shown(chooseBid(k, reading(0.5, 0.85), 0, forMarks))).toMatch(/^marks/);
    }
  });
});
