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

/** The names of the sheet's buttons, in order. */
const buttons = (props: Partial<HandResultProps>, table = over()): string[] => {
  const html = renderToStaticMarkup(
    createElement(HandResult, {
      result: table.handResult!,
      consensus: table.consensus,
      pending: false,
      onAgree: () => {},
      ...props,
    }),
  );
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ''),
  );
};

describe("the hand's result", () => {
  it("offers a game's next hand by its name", () => {
    expect(buttons({}, over([]))).toEqual(['Next hand']);
  });

  it("names its button for where it leads at a table of one hand: a lesson's end, the daily's stars", () => {
    expect(buttons({ finish: 'Finish the lesson' })).toEqual(['Finish the lesson']);
    expect(buttons({ daily: true })).toEqual(['See your stars']);
  });
});
