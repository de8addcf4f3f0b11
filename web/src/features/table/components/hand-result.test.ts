import { singleHand } from '@texas42/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../../../testing/room-states';
import { fromPlayerView } from '../view-model/from-player-view';
import { HandResult } from './hand-result';
import type { HandResultProps } from './hand-result';

/** My table once its first hand is over, its result up and my agreement to go on offered. */
const over = (transformers = [singleHand()]) =>
  fromPlayerView(myView(playUntil(startedRoom(3, {}, { transformers }), (v) => v.phase === 'hand-complete')));

/** The sheet drawn for `table`'s result. */
const sheet = (props: Partial<HandResultProps>, table = over()): string =>
  renderToStaticMarkup(
    createElement(HandResult, {
      result: table.handResult!,
      consensus: table.consensus,
      pending: false,
      onAgree: () => {},
      ...props,
    }),
  );

/** The names of the sheet's buttons, in order. */
const buttons = (props: Partial<HandResultProps>, table = over()): string[] => {
  const html = sheet(props, table);
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ''),
  );
};

describe("the hand's result", () => {
  it("offers a game's next hand by its name", () => {
    expect(buttons({}, over([]))).toEqual(['Next hand']);
  });

  it("names its button for where it leads at a table of one hand: a lesson's end, the daily's result", () => {
    expect(buttons({ finish: 'Finish the lesson' })).toEqual(['Finish the lesson']);
    expect(buttons({ daily: true })).toEqual(['See your result']);
  });

  it('promises no stars at the daily deal, whose hand is rated only as its table ends, and may not be', () => {
    expect(sheet({ daily: true })).not.toMatch(/stars/);
    expect(sheet({ daily: true, consensus: null })).toContain('Rating your hand…');
    expect(sheet({ daily: true, consensus: null })).not.toMatch(/stars/);
  });

  it('says what the hand is worth in marks in a game and a lesson, but not at the daily deal, which has none', () => {
    expect(sheet({})).toMatch(/\b1 mark to (us|them)\b/);
    expect(sheet({ finish: 'Finish the lesson' })).toMatch(/\b1 mark to (us|them)\b/);
    expect(sheet({ daily: true })).not.toMatch(/\bmarks? to (us|them)\b/);
  });
});
