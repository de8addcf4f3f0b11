import { describe, expect, it } from 'vitest';
import { HOUSE, bid, createGame, dominoId, execute, nextSeat, pass, setOf } from '../engine';
import type { DominoId, GameState, Pip, Seat } from '../engine';
import { getPlayerView } from '../view';
import { bidOutlook } from './bid-outlook';
import type { BidOutlook } from './bid-outlook';

/** A small budget keeps the tests quick; the bench measures the outlook's own. */
const QUICK = { name: 'test', samples: 10, minSamples: 4, nodeBudget: 1_500_000, noise: 0 };

const must = (state: GameState, action: Parameters<typeof execute>[1]): GameState => {
  const result = execute(state, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** `state` with `seat` holding exactly `wanted`: each missing domino is swapped with one of the
 * seat's spare ones, wherever it was dealt. */
const withHand = (state: GameState, seat: Seat, wanted: readonly DominoId[]): GameState => {
  const hands = [...state.hands] as [number, number, number, number];
  const want = setOf(wanted);
  for (const id of wanted) {
    if ((hands[seat] >> id) & 1) continue;
    const owner = hands.findIndex((hand) => (hand >> id) & 1);
    const spare = hands[seat] & ~want;
    const give = 31 - Math.clz32(spare & -spare);
    hands[seat] = (hands[seat] & ~(1 << give)) | (1 << id);
    hands[owner] = (hands[owner]! & ~(1 << id)) | (1 << give);
  }
  return { ...state, hands };
};

const six = (pip: Pip) => dominoId(6, pip);
/** Six sixes, the double among them, and the 5-5. */
const SIX_TRUMPS = [six(6), six(5), six(4), six(3), six(2), six(1), dominoId(5, 5)];

const opening = (seed: number): GameState => createGame(HOUSE, seed);
const outlookOf = (state: GameState, seed = 1): BidOutlook =>
  bidOutlook(getPlayerView(state, state.turn), seed, QUICK)!;

describe('the bid outlook', () => {
  it('rates a hand of six trumps with the double high, sixes first', () => {
    const state = opening(4);
    const outlook = outlookOf(withHand(state, state.turn!, SIX_TRUMPS));
    const sixes = outlook.trumps[0]!;
    expect(sixes.trump).toBe('sixes');
    expect(sixes.sampled).toBe(true);
    expect(sixes.chances[0]).toBeGreaterThan(0.75);
    const fives = outlook.trumps.find((t) => t.trump === 'fives')!;
    expect(fives.chances[0]).toBeLessThan(sixes.chances[0]! - 0.3);
    expect(outlook.deals).toBeGreaterThanOrEqual(QUICK.minSamples);
  });

  it('never gives a higher level a better chance than a lower one', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      for (const trump of outlookOf(opening(seed), seed).trumps) {
        const chances = trump.chances.filter((c): c is number => c !== null);
        chances.forEach((chance, i) => {
          expect(chance).toBeGreaterThanOrEqual(0);
          expect(chance).toBeLessThanOrEqual(1);
          if (i > 0) expect(chance).toBeLessThanOrEqual(chances[i - 1]!);
        });
      }
    }
  });

  it('is the same for the same view and seed', () => {
    const state = opening(6);
    expect(outlookOf(state, 9)).toEqual(outlookOf(state, 9));
  });

  it("cannot change when the other seats' hidden dominoes are dealt differently", () => {
    const state = opening(7);
    const me = state.turn!;
    const [a, b] = [nextSeat(me), nextSeat(nextSeat(me))];
    // Swap three dominoes between two other hands: the viewer's own hand and the table stay.
    const hands = [...state.hands] as [number, number, number, number];
    const fromA = [...Array(28).keys()].filter((id) => (hands[a] >> id) & 1).slice(0, 3);
    const fromB = [...Array(28).keys()].filter((id) => (hands[b] >> id) & 1).slice(0, 3);
    hands[a] = (hands[a] & ~setOf(fromA)) | setOf(fromB);
    hands[b] = (hands[b] & ~setOf(fromB)) | setOf(fromA);
    const swapped = { ...state, hands };
    expect(swapped.hands).not.toEqual(state.hands);
    expect(outlookOf(swapped, 3)).toEqual(outlookOf(state, 3));
  });

  it('marks the levels a bid may be made at now', () => {
    let state = opening(2);
    state = must(state, bid(state.turn!, 'points', 33));
    const outlook = outlookOf(state);
    const points = outlook.levels.map((level) => level.points);
    expect(points).toEqual([30, 32, 34, 36, 38, 40, 42]);
    expect(outlook.levels.filter((level) => level.open).map((level) => level.points)).toEqual([
      34, 36, 38, 40, 42,
    ]);
    state = must(state, pass(state.turn!));
    state = must(state, bid(state.turn!, 'points', 34));
    const after = outlookOf(state).levels.map((level) => level.points);
    expect(after).toEqual([30, 32, 34, 35, 36, 38, 40, 42]);
  });

  it('compares only the declarations on offer when naming trump, at the contract', () => {
    let state = opening(3);
    state = must(state, bid(state.turn!, 'points', 31));
    for (let i = 0; i < 3; i++) state = must(state, pass(state.turn!));
    expect(state.phase).toBe('trump');
    const outlook = outlookOf(state);
    expect(outlook.levels.filter((level) => level.open).map((level) => level.points)).toEqual([31]);
    expect(outlook.trumps.map((t) => t.trump).sort()).toEqual(
      ['blanks', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'doubles', 'follow-me'].sort(),
    );
    const at31 = outlook.levels.findIndex((level) => level.points === 31);
    const chances = outlook.trumps.map((t) => t.chances[at31]!);
    expect(chances).toEqual([...chances].sort((x, y) => y - x));
  });

  it('shows nello only at the mark bid, where the table plays it', () => {
    const state = opening(5);
    const outlook = outlookOf(state);
    const nello = outlook.trumps.find((t) => t.trump === 'nello');
    expect(HOUSE.nello).toBeTruthy();
    expect(nello).toBeDefined();
    expect(nello!.chances.slice(0, -1).every((c) => c === null)).toBe(true);
    expect(nello!.chances.at(-1)).toBeTypeOf('number');
  });

  it('is null for a watcher, and once the hand is being played', () => {
    const state = opening(1);
    expect(bidOutlook(getPlayerView(state, null), 1, QUICK)).toBeNull();
    let played = must(state, bid(state.turn!, 'points', 30));
    for (let i = 0; i < 3; i++) played = must(played, pass(played.turn!));
    played = must(played, { type: 'select-trump', seat: played.turn!, trump: 'sixes' });
    expect(played.phase).toBe('playing');
    expect(bidOutlook(getPlayerView(played, played.turn), 1, QUICK)).toBeNull();
  });
});
