// The sideways layout (on the table, score and panel beside the board, with nothing to scroll)
// is chosen by one media query, written out in every style sheet that changes with it: plain CSS
// cannot name a media query (@custom-media is a draft no browser ships) and this build's PostCSS
// has no plugin for it. This test keeps every copy the same, so a change of the breakpoint cannot
// miss one and leave a screen half in one layout and half in the other.
import { expect, it } from 'vitest';

/** A phone held sideways, too short for the upright layout (over 560 px high it fits) and tall
 * enough for the sideways one: under 340 px (844x390 zoomed to 125% is 675x312) the board, the
 * panel and the hand no longer fit a screen that does not scroll. */
const SIDEWAYS = '(orientation: landscape) and (min-height: 340px) and (max-height: 560px)';

/** The queries a style sheet may ask about a phone held sideways: the layout, every other one, and
 * a sideways page too short for it, which takes the upright layout (it scrolls) with a few changes. */
const ALLOWED = [SIDEWAYS, `not (${SIDEWAYS})`, '(orientation: landscape) and (height < 340px)'];

const sheets = import.meta.glob<string>('../**/*.css', { query: '?raw', import: 'default', eager: true });

it('every style sheet asks about a phone held sideways with the same queries', () => {
  const asked = Object.entries(sheets).flatMap(([file, css]) =>
    [...css.matchAll(/@media ([^{]*orientation: landscape[^{]*)\{/g)].map((match) => ({
      file,
      query: match[1]!.trim(),
    })),
  );
  expect(asked.filter(({ query }) => !ALLOWED.includes(query))).toEqual([]);
  // Twelve rules in eleven sheets have a sideways layout (the table, its panels, the banners, the
  // result sheet, the bid outlook, the lessons, home, the replay): a glob that found fewer missed some.
  expect(asked.filter(({ query }) => query === SIDEWAYS)).toHaveLength(12);
});
