import { HOUSE, bidOutlook, createGame, decisionSeed, getPlayerView } from '@texas42/shared';
import type { BidOutlook } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { knownOutlook, outlookKey, rememberOutlook } from './outlook-sheets';

/** The first bidder's question of a house-rules deal. */
const question = (seed: number) => {
  const state = createGame(HOUSE, seed);
  const view = getPlayerView(state, state.turn!);
  return { view, seed: decisionSeed(view) };
};

/** A sheet told apart by its deal count alone. */
const sheet = (deals: number): BidOutlook => ({ levels: [], trumps: [], deals });

describe('the outlook sheets already worked out', () => {
  it('give a question the sheet kept for it, and none for a question never answered', () => {
    const asked = question(1);
    const outlook = bidOutlook(asked.view, asked.seed)!;
    rememberOutlook(outlookKey(asked), outlook);
    expect(knownOutlook(outlookKey(question(1)))).toBe(outlook);
    expect(knownOutlook(outlookKey(question(2)))).toBeNull();
  });

  it('key a question by what its sheet depends on, not by the view object or its hints', () => {
    const asked = question(3);
    const again = { ...asked, view: { ...asked.view, hints: [] } };
    expect(outlookKey(again)).toBe(outlookKey(asked));
    expect(outlookKey({ ...asked, seed: asked.seed + 1 })).not.toBe(outlookKey(asked));
  });

  it('keep the last four questions’ sheets, the oldest let go first', () => {
    const keys = [11, 12, 13, 14, 15].map((seed) => outlookKey(question(seed)));
    keys.forEach((key, i) => rememberOutlook(key, sheet(i)));
    expect(keys.map((key) => knownOutlook(key)?.deals ?? null)).toEqual([null, 1, 2, 3, 4]);
  });
});
