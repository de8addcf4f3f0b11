import { describe, expect, it } from 'vitest';
import { dominoId } from '../engine';
import type { Pip, Seat, Trick } from '../engine';
import { shareText, trickGrid, trickMarks } from './daily-share';

/** A trick of four plays (lead first) that `winner` took, worth `points` (1 plus its count). */
const trick = (winner: Seat, points: number, ...dominoes: [Pip, Pip][]): Trick => ({
  plays: dominoes.map(([a, b], i) => ({
    type: 'play',
    seat: ((winner + i) % 4) as Seat,
    domino: dominoId(a, b),
  })),
  winner,
  points,
});

/** A hand of seven tricks: seats 0 and 2 (team 0) take the first, third, fourth and sixth. */
const HAND: readonly Trick[] = [
  trick(0, 11, [6, 6], [6, 4], [6, 1], [6, 2]), // team 0, with the 6-4: count
  trick(1, 1, [3, 3], [3, 1], [3, 0], [2, 1]), // the other team
  trick(2, 1, [1, 1], [1, 0], [2, 2], [2, 0]), // team 0, no count: plain
  trick(0, 6, [5, 0], [5, 1], [5, 2], [5, 3]), // team 0, with the 5-0: count
  trick(3, 11, [5, 5], [4, 4], [4, 0], [4, 2]), // the other team, with count
  trick(2, 6, [3, 2], [0, 0], [6, 0], [6, 3]), // team 0, with the 3-2: count
  trick(1, 6, [4, 1], [4, 3], [6, 5], [5, 4]), // the other team
];

describe('the daily share', () => {
  it('marks each trick for a team: taken with count, taken without, or lost', () => {
    expect(trickMarks(HAND, 0)).toEqual(['count', 'lost', 'plain', 'count', 'lost', 'count', 'lost']);
    expect(trickMarks(HAND, 1)).toEqual(['lost', 'plain', 'lost', 'lost', 'count', 'lost', 'count']);
    expect(trickGrid(trickMarks(HAND, 0))).toBe('🟩⬜🟨🟩⬜🟩⬜');
  });

  it('says the date, the stars and one square per trick, and names no domino', () => {
    const text = shareText({
      date: '2026-11-26',
      stars: 2,
      thresholds: [25, 35, 42],
      points: 26,
      tricks: trickMarks(HAND, 0),
    });
    expect(text).toBe('Texas 42 daily 2026-11-26: ★★☆ (26 of 42 points)\n🟩⬜🟨🟩⬜🟩⬜');
    // Past the date, no domino is spelled in any way a player writes one ("6-4", "double six").
    expect(text.replace('2026-11-26', '')).not.toMatch(/\d-\d|double|blank/i);
  });

  it('calls a practice deal one, and draws a hand that ended early with fewer squares', () => {
    const text = shareText({
      date: '2026-11-26',
      stars: 0,
      thresholds: [25, 35, 42],
      points: 0,
      tricks: trickMarks(HAND.slice(0, 2), 1),
      practice: true,
    });
    expect(text).toBe('Texas 42 daily 2026-11-26 (practice deal): ☆☆☆ (0 of 42 points)\n⬜🟨');
  });
});
