import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { myView, playUntil, startedRoom } from '../../../testing/room-states';
import type { TableSide } from '../table-view-model';
import { fromPlayerView } from '../view-model/from-player-view';
import { ScoreStrip } from './score-strip';
import type { ScoreStripProps } from './score-strip';

/** A table two tricks into its first hand, its score set to 3 marks to 1 and 12 points to 5. */
const table = (() => {
  const view = myView(playUntil(startedRoom(3), (v) => v.phase === 'playing' && v.tricks.length === 2));
  const drawn = fromPlayerView(view);
  return { ...drawn, score: { ...drawn.score, points: { us: 12, them: 5 }, marks: { us: 3, them: 1 } } };
})();

const render = (props: Partial<ScoreStripProps>) =>
  renderToStaticMarkup(
    createElement(ScoreStrip, {
      score: table.score,
      contract: table.contract,
      players: table.players,
      goal: 'Game to 7 marks',
      ...props,
    }),
  );

/** The words of one team's box in `html`, as `reader` takes them: "screen" without the text only
 * a screen reader says, "spoken" without the text hidden from it. */
const teamWords = (html: string, team: TableSide, reader: 'screen' | 'spoken'): string => {
  const box = new RegExp(`<div[^>]*data-team="${team}"[^>]*>(.*?)</div>`).exec(html)![1]!;
  const hidden =
    reader === 'screen' ? /<span class="sr-only">.*?<\/span>/g : /<span aria-hidden="true">.*?<\/span>/g;
  return box
    .replace(hidden, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
};

describe('the score strip', () => {
  it("shows each team's marks in the game, and its points this hand under them", () => {
    const html = render({});
    expect(teamWords(html, 'us', 'screen')).toBe('Us 3 marks 12 pts');
    expect(teamWords(html, 'them', 'screen')).toBe('Them 1 mark 5 pts');
    expect(teamWords(html, 'us', 'spoken')).toBe('Us 3 marks 12 points this hand');
  });

  it("shows a watcher each team's marks too, the teams named by their players", () => {
    const html = render({ watching: true });
    expect(teamWords(html, 'us', 'screen')).toBe('Mia & AI 3 3 marks 12 pts');
  });

  it("shows only this hand's points at a table of one hand, where marks count nothing", () => {
    const html = render({ oneHand: true, goal: 'Lesson · one hand' });
    expect(teamWords(html, 'us', 'screen')).toBe('Us 12 pts');
    expect(teamWords(html, 'them', 'screen')).toBe('Them 5 pts');
    expect(teamWords(html, 'us', 'spoken')).toBe('Us 12 points this hand');
    expect(html).not.toMatch(/mark/);
    expect(html).toContain('Lesson · one hand');
  });
});
