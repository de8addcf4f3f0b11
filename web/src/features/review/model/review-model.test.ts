import { TOURNAMENT, parseDomino } from '@texas42/shared';
import type { HandReview, PlayMark, PlayedHand } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { flagOf, lossLines, reviewTricks, seatNames } from './review-model';

const id = (name: string) => parseDomino(name)!;
const set = (text: string) => text.split(' ').reduce((mask, name) => mask | (1 << id(name)), 0);
const names = ['Ann', 'Bo', 'Cy', 'Di'] as const;

/** Seat 0 holds six trumps and the 5-5; seat 1 has no five. */
const DEALT: PlayedHand['dealt'] = [
  set('6-6 6-5 6-4 6-3 6-2 6-1 5-5'),
  set('6-0 0-0 1-0 1-1 2-0 2-1 2-2'),
  set('5-0 5-1 5-2 3-0 3-1 3-2 3-3'),
  set('5-3 5-4 4-0 4-1 4-2 4-3 4-4'),
];

describe('the review screen model', () => {
  it("says a flagged play in a beginner's words, what it cost and why, 'you' for the viewer's own seat", () => {
    const mark: PlayMark = {
      index: 9,
      trickNumber: 3,
      seat: 1,
      domino: id('5-2'),
      value: 20,
      best: 30,
      lost: 10,
      bestDominoes: [id('5-5')],
      trick: { led: false, won: false, bestWins: true },
    };
    expect(flagOf(mark, seatNames(names, 1))).toBe(
      'Trick 3: you played 5-2, and it cost your side 10 points. 5-5 would have won the trick for your side.',
    );
    // A count domino played into the other side's trick: its points are named.
    expect(flagOf({ ...mark, domino: id('6-4') }, seatNames(names, 1))).toBe(
      'Trick 3: you played 6-4, and it cost your side 10 points. 6-4 is worth 10, and the other side won ' +
        'the trick: playing it gave them those points. 5-5 would have won the trick for your side.',
    );
    const wonAnyway = { led: true, won: true, bestWins: false };
    expect(
      flagOf(
        { ...mark, lost: 1, bestDominoes: [id('5-5'), id('6-5')], trick: wonAnyway },
        seatNames(names, 0),
      ),
    ).toBe(
      'Trick 3: Bo led 5-2, and it cost their side 1 point. With 5-5 or 6-5 instead, their side would ' +
        'have taken 1 point more by the end of the hand, everyone playing their best from there.',
    );
  });

  it("lists the viewer's seat first and tells the sides apart; a watcher sees seat 0's side as us", () => {
    expect(seatNames(names, 2).map((s) => [s.name, s.side])).toEqual([
      ['You', 'us'],
      ['Di', 'them'],
      ['Ann', 'us'],
      ['Bo', 'them'],
    ]);
    expect(seatNames(names, null)[0]).toEqual({ seat: 0, name: 'Ann', holder: 'Ann', side: 'us' });
  });

  it('draws every hand at the start of each trick and stops where a decided hand stopped', () => {
    const hand: PlayedHand = {
      settings: TOURNAMENT,
      dealt: DEALT,
      contract: { bidder: 0, kind: 'marks', value: 1 },
      trump: 'sixes',
      declarer: 0,
      // Seat 0 leads the 5-5 and seat 1 trumps it: the 1-mark bid is set after one trick.
      plays: [
        { type: 'play', seat: 0, domino: id('5-5') },
        { type: 'play', seat: 1, domino: id('6-0') },
        { type: 'play', seat: 2, domino: id('5-1') },
        { type: 'play', seat: 3, domino: id('5-4') },
      ],
    };
    const tricks = reviewTricks(hand, null, seatNames(names, 0));
    expect(tricks).toHaveLength(1);
    expect(tricks[0]!.rows.map((row) => row.dominoes.length)).toEqual([7, 7, 7, 7]);
    // Each hand as the table lays it out: sixes (trump) first, strongest first, then high to low.
    expect(tricks[0]!.rows[1]!.dominoes).toEqual(['6-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'].map(id));
    // Seat 1 has no five: any of its seven could have been played.
    expect(tricks[0]!.rows[1]!).toMatchObject({ played: id('6-0'), index: 1 });
    expect(tricks[0]!.rows[1]!.choices).toHaveLength(7);
    expect(tricks[0]!.rows[2]!.choices).toEqual([id('5-0'), id('5-1'), id('5-2')].sort((a, b) => a - b));
    expect(tricks[0]!.result).toBe('Bo won 11 points for the other side');
    expect(tricks[0]!.flags).toEqual([]);
  });

  it('credits each play to who made it, reads the trick from its leader, and counts losses per person', () => {
    // Di (seat 3) took seat 1 from the AI after trick 1: trick 1's 6-0 and its loss are AI 2's.
    const hand: PlayedHand = {
      settings: TOURNAMENT,
      dealt: DEALT,
      contract: { bidder: 2, kind: 'marks', value: 1 },
      trump: 'sixes',
      declarer: 1,
      plays: [
        { type: 'play', seat: 1, domino: id('6-0') },
        { type: 'play', seat: 2, domino: id('5-1') },
        { type: 'play', seat: 3, domino: id('5-4') },
        { type: 'play', seat: 0, domino: id('6-6') },
        { type: 'play', seat: 0, domino: id('5-5') },
        { type: 'play', seat: 1, domino: id('0-0') },
      ],
    };
    const seats = seatNames(['Ann', 'Di', 'Cy', 'Bo'], 1);
    const playedBy = ['AI 2', 'Cy', 'Bo', 'Ann', 'Ann', 'Di'];
    const [first, second] = reviewTricks(hand, null, seats, [], playedBy);
    // Trick 1 is read from its leader, AI 2, on; Di, who sits there now, played none of it.
    expect(first!.rows.map((row) => [row.seat.name, row.led])).toEqual([
      ['AI 2', true],
      ['Cy', false],
      ['Bo', false],
      ['Ann', false],
    ]);
    expect(first!.result).toBe('Ann won 1 point for the other side');
    expect(second!.rows.map((row) => row.seat.name)).toEqual(['Ann', 'You', 'Cy', 'Bo']);
    const mark = (index: number, seat: 0 | 1, lost: number): PlayMark => ({
      index,
      trickNumber: index < 4 ? 1 : 2,
      seat,
      domino: hand.plays[index]!.domino,
      value: 0,
      best: lost,
      lost,
      bestDominoes: [id('2-2')],
      trick: { led: index % 4 === 0, won: null, bestWins: null },
    });
    const review: HandReview = {
      marks: [mark(0, 1, 5), mark(5, 1, 1)],
      lostBySeat: [0, 6, 0, 0],
      bid: { bid: hand.contract, trumps: [] } as unknown as HandReview['bid'],
      notReviewed: null,
    };
    expect(flagOf(review.marks[0]!, seats, playedBy)).toMatch(
      /^Trick 1: AI 2 led 6-0, and it cost their side 5 points\. With 2-2 instead/,
    );
    expect(flagOf(review.marks[1]!, seats, playedBy)).toMatch(
      /^Trick 2: you played 0-0, and it cost your side 1 point\. /,
    );
    expect(lossLines(review, hand, seats, playedBy)).toEqual([
      { name: 'AI 2', side: 'us', lost: 5 },
      { name: 'You', side: 'us', lost: 1 },
      { name: 'Cy', side: 'them', lost: 0 },
      { name: 'Bo', side: 'us', lost: 0 },
      { name: 'Ann', side: 'them', lost: 0 },
    ]);
  });
});
