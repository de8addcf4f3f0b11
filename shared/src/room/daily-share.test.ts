import { describe, expect, it } from 'vitest';
import { marksOfShare, shareText, trickGrid } from './daily-share';
import type { TrickMark } from './daily-share';

/** A hand's tricks against perfect play: two perfect, a slip, a costly trick, three not needed. */
const TRICKS: readonly TrickMark[] = [
  'perfect',
  'perfect',
  'slip',
  'costly',
  'unplayed',
  'unplayed',
  'unplayed',
];

describe('the daily share', () => {
  it('draws one square per trick, and reads the marks back from them', () => {
    expect(trickGrid(TRICKS)).toBe('🟩🟩🟨🟥⬜⬜⬜');
    const text = shareText({ date: '2026-11-26', stars: 1, points: 18, tricks: TRICKS });
    expect(marksOfShare(text)).toEqual(TRICKS);
  });

  it('says the date, the stars and one square per trick, and names no domino', () => {
    const text = shareText({ date: '2026-11-26', stars: 2, points: 26, tricks: TRICKS });
    expect(text).toBe('Texas 42 daily 2026-11-26: ★★☆ (26 of 42 points)\n🟩🟩🟨🟥⬜⬜⬜');
    // Past the date, no domino is spelled in any way a player writes one ("6-4", "double six").
    expect(text.replace('2026-11-26', '')).not.toMatch(/\d-\d|double|blank/i);
  });

  it('calls a practice deal one, and a hand past the solver\u2019s limit not rated, with no squares', () => {
    expect(shareText({ date: '2026-11-26', stars: 0, points: 0, tricks: TRICKS, practice: true })).toBe(
      'Texas 42 daily 2026-11-26 (practice deal): ☆☆☆ (0 of 42 points)\n🟩🟩🟨🟥⬜⬜⬜',
    );
    const unrated = shareText({ date: '2026-11-26', stars: null, points: 11, tricks: [] });
    expect(unrated).toBe('Texas 42 daily 2026-11-26: not rated (11 of 42 points)');
    expect(marksOfShare(unrated)).toEqual([]);
  });
});
