import { TOURNAMENT, parseDomino } from '@texas42/shared';
import type { PlayMark, PlayedHand } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { flagOf, reviewTricks, seatNames } from './review-model';

const id = (name: string) => parseDomino(name)!;
const set = (text: string) => text.split(' ').reduce((mask, name) => mask | (1 << id(name)), 0);
const names = ['Ann', 'Bo', 'Cy', 'Di'] as const;

describe('the review screen model', () => {
  it("says a flagged play in the issue's words, 'you' for the viewer's own seat", () => {
    const mark: PlayMark = {
      index: 9,
      trickNumber: 3,
      seat: 1,
      domino: id('5-2'),
      value: 20,
      best: 30,
      lost: 10,
      bestDominoes: [id('5-5')],
    };
    expect(flagOf(mark, seatNames(names, 1))).toBe('Trick 3: 5-5 keeps 10 points; you played 5-2 (−10)');
    expect(flagOf({ ...mark, lost: 1, bestDominoes: [id('5-5'), id('6-5')] }, seatNames(names, 0))).toBe(
      'Trick 3: 5-5 or 6-5 keeps 1 point; Bo played 5-2 (−1)',
    );
  });

  it("lists the viewer's seat first and tells the sides apart; a watcher sees seat 0's side as us", () => {
    expect(seatNames(names, 2).map((s) => [s.name, s.side])).toEqual([
      ['You', 'us'],
      ['Di', 'them'],
      ['Ann', 'us'],
      ['Bo', 'them'],
    ]);
    expect(seatNames(names, null)[0]).toEqual({ seat: 0, name: 'Ann', side: 'us' });
  });

  it('draws every hand at the start of each trick and stops where a decided hand stopped', () => {
    const hand: PlayedHand = {
      settings: TOURNAMENT,
      dealt: [
        set('6-6 6-5 6-4 6-3 6-2 6-1 5-5'),
        set('6-0 0-0 1-0 1-1 2-0 2-1 2-2'),
        set('5-0 5-1 5-2 3-0 3-1 3-2 3-3'),
        set('5-3 5-4 4-0 4-1 4-2 4-3 4-4'),
      ],
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
    // Seat 1 has no five: any of its seven could have been played.
    expect(tricks[0]!.rows[1]!).toMatchObject({ played: id('6-0'), index: 1 });
    expect(tricks[0]!.rows[1]!.choices).toHaveLength(7);
    expect(tricks[0]!.rows[2]!.choices).toEqual([id('5-0'), id('5-1'), id('5-2')].sort((a, b) => a - b));
    expect(tricks[0]!.result).toBe('Bo took it: 11 points');
    expect(tricks[0]!.flags).toEqual([]);
  });
});
