import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dominoId } from '@texas42/shared';
import { Domino } from './domino';
import type { DominoProps } from './domino';

const render = (props: DominoProps) => renderToStaticMarkup(createElement(Domino, props));
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('Domino', () => {
  it('is an image named by its ends, high end first', () => {
    const html = render({ id: dominoId(4, 6) });
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="six-four"');
    expect(html).toContain('data-domino="6-4"');
    expect(count(html, '<circle')).toBe(6 + 4 + 1);
  });

  it('names doubles as doubles', () => {
    expect(render({ id: 27 })).toContain('aria-label="double six"');
  });

  it('keeps its 1:2 shape at a given size in either orientation', () => {
    expect(render({ id: 0, size: 40 })).toMatch(/viewBox="0 0 100 200" width="40" height="80"/);
    expect(render({ id: 0, size: 40, orientation: 'horizontal' })).toMatch(
      /viewBox="0 0 200 100" width="80" height="40"/,
    );
  });

  it('shows no pips face down', () => {
    const html = render({ faceDown: true });
    expect(html).toContain('aria-label="face-down domino"');
    expect(count(html, '<circle')).toBe(0);
  });

  it('can be hidden from assistive technology as decoration', () => {
    const html = render({ id: 5, decorative: true });
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
  });
});
