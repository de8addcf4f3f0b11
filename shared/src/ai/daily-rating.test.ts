import { describe, expect, it } from 'vitest';
import { HOUSE, parseDomino, setOf } from '../engine';
import type { Contract, Seat, Trump } from '../engine';
import { rateDailyHand, starsForGiven } from './daily-rating';
import type { PlayedHand } from './played-hand';

/** A hand written as players write it: each seat's seven dominoes, then "seat:domino" plays. */
const handOf = (
  dealt: readonly [string, string, string, string],
  contract: Contract,
  trump: Trump,
  plays: string,
): PlayedHand => {
  const ids = (text: string) => text.split(' ').map((name) => parseDomino(name)!);
  return {
    settings: HOUSE,
    dealt: [setOf(ids(dealt[0])), setOf(ids(dealt[1])), setOf(ids(dealt[2])), setOf(ids(dealt[3]))],
    contract,
    trump,
    declarer: contract.bidder,
    plays: plays.split(' ').map((play) => {
      const [seat, domino] = play.split(':');
      return { type: 'play', seat: Number(seat) as Seat, domino: parseDomino(domino!)! };
    }),
  };
};

/** The hand: AI 2 (seat 1) bids 39 in sixes and leads the 6-5; the player's partner takes
 * it with the 6-6 and AI 3 must drop the 6-4, so the player's side has 11 points and the bid is
 * set after one trick. The old stars (points taken) gave that defence none. */
const SET_IN_ONE_TRICK = handOf(
  [
    '6-0 3-2 4-2 5-2 4-3 5-3 5-4',
    '6-5 6-3 6-2 6-1 5-5 4-4 3-3',
    '6-6 0-0 1-0 2-0 3-0 4-0 5-0',
    '6-4 1-1 2-1 3-1 4-1 5-1 2-2',
  ],
  { bidder: 1, kind: 'points', value: 39 },
  'sixes',
  '1:6-5 2:6-6 3:6-4 0:6-0',
);

/** Seat 3 bids 33 in blanks; the player's side defends and sets it in three tricks with 18
 * points, every play the best there was (test key 23 of the daily table's tests). */
const SET_IN_THREE_TRICKS = handOf(
  [
    '1-0 3-2 4-2 5-0 5-3 6-2 6-6',
    '1-1 3-1 5-2 5-5 6-0 6-3 6-4',
    '0-0 2-0 2-2 3-0 4-0 4-3 5-4',
    '2-1 3-3 4-1 4-4 5-1 6-1 6-5',
  ],
  { bidder: 3, kind: 'points', value: 33 },
  'blanks',
  '3:2-1 0:3-2 1:5-2 2:2-2 2:0-0 3:3-3 0:1-0 1:6-0 2:2-0 3:4-1 0:5-0 1:1-1',
);

/** The player bids 33 in blanks with a hand worth 41 and throws it away: set in four tricks
 * (test key 17). */
const THROWN_AWAY = handOf(
  [
    '0-0 1-0 2-2 3-1 4-0 4-1 5-3',
    '2-1 5-1 5-2 5-5 6-1 6-4 6-5',
    '3-0 3-2 4-3 5-0 5-4 6-0 6-6',
    '1-1 2-0 3-3 4-2 4-4 6-2 6-3',
  ],
  { bidder: 0, kind: 'points', value: 33 },
  'blanks',
  '0:0-0 1:2-1 2:3-0 3:2-0 0:1-0 1:5-1 2:5-0 3:1-1 2:3-2 3:3-3 0:3-1 1:5-2 3:4-2 0:4-1 1:6-4 2:4-3',
);

describe('the daily deal rated against perfect play', () => {
  it('gives a defence that sets the bid in one trick, as well as it could, every star', () => {
    const rating = rateDailyHand(SET_IN_ONE_TRICK)!;
    expect(rating).toMatchObject({ given: 0, stars: 3 });
    expect(rating.played).toBeGreaterThanOrEqual(rating.worth);
    // One trick played, the other six not needed: the share still tells the whole hand.
    expect(rating.tricks).toEqual([
      'perfect',
      'unplayed',
      'unplayed',
      'unplayed',
      'unplayed',
      'unplayed',
      'unplayed',
    ]);
  });

  it('gives a perfect defence in three tricks every star, however few points it took', () => {
    const rating = rateDailyHand(SET_IN_THREE_TRICKS)!;
    expect(rating).toEqual({
      worth: 25,
      played: 31,
      given: 0,
      stars: 3,
      tricks: ['perfect', 'perfect', 'perfect', 'unplayed', 'unplayed', 'unplayed', 'unplayed'],
    });
  });

  it('gives a bid thrown away none, and marks the tricks where the points went', () => {
    expect(rateDailyHand(THROWN_AWAY)).toEqual({
      worth: 41,
      played: 9,
      given: 32,
      stars: 0,
      tricks: ['perfect', 'perfect', 'costly', 'costly', 'unplayed', 'unplayed', 'unplayed'],
    });
  });

  it('rates the other side too: what one side gives away, the other gains', () => {
    const rating = rateDailyHand(THROWN_AWAY, 1)!;
    expect(rating).toMatchObject({ worth: 42 - 41, played: 42 - 9, given: 0, stars: 3 });
  });

  it('gives three stars for none given away, two up to a five-trick, one up to two', () => {
    expect([0, 1, 6, 7, 12, 13, 42].map(starsForGiven)).toEqual([3, 2, 2, 1, 1, 0, 0]);
  });
});
