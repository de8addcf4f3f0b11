// Is something shown whole where it stands, before any scrolling? reach.ts scrolls each control
// into view before it hit-tests it, as a player can; a control a screen asks for (a lesson's
// Pass, a trick's Next) must be seen and tapped without that: nothing over it, the hand at the
// screen's foot included. The topmost element at its centre and at the middle of each edge, just
// inside, must be it or inside it.
import type { Locator } from 'playwright-core';

/** Where `target`, as the screen shows it now, is covered or off the screen, in words a failing
 * test can print; null when its centre and the middle of each edge land on it. */
export const missedWhereShown = (target: Locator): Promise<string | null> =>
  target.evaluate((element) => {
    const INSIDE = 2;
    const box = element.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const points = {
      centre: middle,
      top: { x: middle.x, y: box.top + INSIDE },
      bottom: { x: middle.x, y: box.bottom - INSIDE },
      left: { x: box.left + INSIDE, y: middle.y },
      right: { x: box.right - INSIDE, y: middle.y },
    };
    const name = (node: Element) =>
      `${node.tagName.toLowerCase()} "${(node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? '').trim().slice(0, 40)}"`;
    for (const [where, { x, y }] of Object.entries(points)) {
      const hit = document.elementFromPoint(x, y);
      if (hit === null || !element.contains(hit))
        return `a tap on ${name(element)} at its ${where} (${x | 0}, ${y | 0}) lands on ${hit ? name(hit) : 'nothing'}`;
    }
    return null;
  });
