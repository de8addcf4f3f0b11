// Can a thumb reach every control on the screen? Two checks, run inside the page:
//
// 1. Tap targets. Every enabled, visible control (button, link, [role=button], select, input) is
//    brought into view the way a player can (scrolling a scrollable container or the page); then
//    its WHOLE box must lie inside every clipping ancestor (overflow other than visible) and the
//    screen, and `document.elementFromPoint` at the centre of its box must return the control
//    itself or something inside it. A control that is covered, pushed off the screen, clipped by a
//    box that cannot scroll, or cut in part fails. Before any scrolling, a control its scroll box
//    cuts must sit in a box that shows it scrolls (a scroll bar that takes room, or a fade).
// 2. Text over controls. For every visible line of text (one box per line, from Range.getClientRects,
//    cut to what its own box, if it clips, and its overflow-clipping ancestors let show) and every
//    visible control (enabled or not) that does not contain that text, the two boxes must not
//    intersect by more than 1 px both ways. Text and controls are compared only within the same layer: the nearest dialog or fixed
//    or sticky box around each, or the page (a sheet or a sticky footer covers what scrolls beneath
//    it on purpose; the tap check above still proves the covered control can be reached).
//    Screen-reader-only text (1 px boxes) never counts.
// 3. Text in its place. Every line of a control's text lies inside the control's box (a label
//    spilling out of its button reads as broken even where it overlaps nothing), and no line of
//    text is covered by something else in its layer: the topmost element at the middle of the
//    line's shown part, at the line's own height, is the text's own element, inside it, or around
//    it (a seat plate over the prompt, one plate's avatar over another's name, face-down tiles over
//    a tag). A line whose middle is cut away (by the screen's edge, a table scrolled on) is not
//    judged: what shows of it is its edge, where a neighbour's box may reach over the line's box
//    and none of its letters. Two controls of a layer never overlap each other either.
// And the page is no wider than the screen, and the table menu button covers no seat's name
// plate, before any scrolling and wherever the checks above scroll to (on a zoomed page a button
// held in place once covered the plates scrolling under it). On a table screen a walk can ask for
// two more, looked at before any scrolling: every tile of the viewer's hand wholly on the screen
// (nobody scrolls to play), and no banner (an alert, the watcher's line) over the score.
// While a modal dialog is open only its controls count: the rest of the page is meant to be out
// of reach. All of it runs in one evaluation in the page, which waits for running animations (a
// sheet rising) to end first, and returns one report.
import type { Page } from 'playwright-core';
import { atRest } from './at-rest';

/** The four phone sizes every screen must work at: upright, a small phone, and both held sideways. */
export const PHONE_SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 740, height: 360 },
] as const;

/** One thing the player cannot reach or read, in words a failing test can print. */
type ReachProblem = string;

/** What a walk of one screen found. */
export type ReachReport = {
  /** The enabled controls whose centre was hit-tested. */
  readonly checked: readonly string[];
  readonly problems: readonly ReachProblem[];
};

/** The table screen's own checks a walk asks for (see the top of this file). */
export type ReachOptions = {
  /** Every tile of the viewer's hand wholly on the screen before any scrolling. */
  readonly handInView?: boolean;
  /** No banner (an alert, the watcher's line) over the score. */
  readonly scoreUncovered?: boolean;
};

/** Runs every check on the screen once it is at rest (at-rest.ts); scroll positions are restored
 * afterwards. */
export async function checkReach(page: Page, options: ReachOptions = {}): Promise<ReachReport> {
  await atRest(page);
  return page.evaluate(({ handInView = false, scoreUncovered = false }) => {
    const CONTROLS = 'button, a[href], [role="button"], select, input:not([type="hidden"]), textarea';
    const TOLERANCE = 1;
    type Box = { left: number; top: number; right: number; bottom: number };

    const describe = (element: Element): string => {
      const name =
        element.getAttribute('aria-label') ||
        (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ') ||
        element.querySelector('[aria-label]')?.getAttribute('aria-label') ||
        '?';
      return `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`;
    };
    const isShown = (element: Element): boolean =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getBoundingClientRect().width > TOLERANCE &&
      element.getBoundingClientRect().height > TOLERANCE;
    const isEnabled = (element: Element): boolean =>
      !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
    const clips = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    const scrolls = (element: Element): boolean => {
      const style = getComputedStyle(element);
      return /(auto|scroll)/.test(style.overflowX + style.overflowY);
    };
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const overlaps = (a: Box, b: Box): boolean => {
      const both = intersect(a, b);
      return both.right - both.left > TOLERANCE && both.bottom - both.top > TOLERANCE;
    };
    /** The part of `box` that the element's clipping ancestors (and the viewport) let show. */
    const visiblePart = (element: Element, box: Box): Box => {
      let shown = intersect(box, { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (parent !== document.body && parent !== document.documentElement && clips(parent))
          shown = intersect(shown, parent.getBoundingClientRect());
      return shown;
    };

    /** What cuts the box of a control scrolled into view: a clipping ancestor or the screen's
     * edge; null when the whole box shows. A fixed box escapes the clipping boxes around it. */
    const cutBy = (element: Element, box: Box): string | null => {
      const inside = (outer: Box) =>
        box.left >= outer.left - TOLERANCE &&
        box.top >= outer.top - TOLERANCE &&
        box.right <= outer.right + TOLERANCE &&
        box.bottom <= outer.bottom + TOLERANCE;
      const at = (outer: Box) =>
        `(box ${box.left | 0},${box.top | 0} to ${box.right | 0},${box.bottom | 0} in ${outer.left | 0},${outer.top | 0} to ${outer.right | 0},${outer.bottom | 0})`;
      for (let child: Element = element; child.parentElement; child = child.parentElement) {
        const parent = child.parentElement;
        if (getComputedStyle(child).position === 'fixed') break;
        if (parent === document.body || parent === document.documentElement || !clips(parent)) continue;
        // Overflow is clipped at the padding box: inside the border, without a scroll bar.
        const outline = parent.getBoundingClientRect();
        const left = outline.left + parent.clientLeft;
        const top = outline.top + parent.clientTop;
        const frame = { left, top, right: left + parent.clientWidth, bottom: top + parent.clientHeight };
        if (!inside(frame)) return `${describe(parent)} ${at(frame)}`;
      }
      const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      return inside(screen) ? null : `the screen's edge ${at(screen)}`;
    };

    const saved = new Map<Element, [number, number]>();
    const remember = (element: Element) => {
      if (!saved.has(element)) saved.set(element, [element.scrollLeft, element.scrollTop]);
    };

    /** The layer an element is drawn in: its nearest dialog, fixed or sticky box, or the page.
     * Kept per element: every line of text asks, and its ancestors are shared. */
    const layers = new Map<Element, Element | null>();
    const layerOf = (element: Element): Element | null => {
      const known = layers.get(element);
      if (known !== undefined) return known;
      const layer =
        element.matches('dialog, [role="dialog"]') ||
        /^(fixed|sticky)$/.test(getComputedStyle(element).position)
          ? element
          : element.parentElement
            ? layerOf(element.parentElement)
            : null;
      layers.set(element, layer);
      return layer;
    };

    const problems: string[] = [];
    // The table's menu button, where the table shows it (table-screen.tsx draws one for each width).
    const menu = [...document.querySelectorAll('button[aria-label="Table menu"]')].find(isShown);
    /** The table menu button over a seat's name plate (seat-plate.tsx), at the scroll positions
     * as they are now. */
    const menuOverPlates = () => {
      if (menu === undefined) return;
      for (const plate of document.querySelectorAll('[data-seat-plate]'))
        if (isShown(plate) && overlaps(menu.getBoundingClientRect(), plate.getBoundingClientRect()))
          problems.push(
            `the table menu button covers the plate of ${plate.children[1]?.firstChild?.textContent}`,
          );
    };
    menuOverPlates();
    // The hand as the screen first shows it: the table scrolls above it, never the hand.
    if (handInView)
      for (const tile of document.querySelectorAll('ul[aria-label$="hand"] button')) {
        const box = tile.getBoundingClientRect();
        if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
          problems.push(`${describe(tile)} is off the screen`);
      }
    const score = document.querySelector('[aria-label="Score"]');
    if (scoreUncovered && !score) problems.push('there is no score to keep clear');
    if (scoreUncovered && score)
      for (const banner of document.querySelectorAll('[role="alertdialog"], [aria-label="You\'re watching"]'))
        if (overlaps(banner.getBoundingClientRect(), score.getBoundingClientRect()))
          problems.push(`the banner "${banner.getAttribute('aria-label') ?? '?'}" covers the score`);
    // A page wider than the screen: a phone zooms it out or scrolls it sideways, and taps land
    // beside what they aim at.
    const screenWidth = visualViewport?.width ?? innerWidth;
    if (document.documentElement.scrollWidth > screenWidth + TOLERANCE)
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${screenWidth} px screen`,
      );

    const modal = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].find(isShown);
    const controls = [...(modal ?? document).querySelectorAll(CONTROLS)].filter(isShown);
    const enabled = controls.filter(isEnabled);
    const checked: string[] = [];

    /** A scroll box shows that it scrolls: a scroll bar that takes room, or a fade at its edge. The
     * fade is a scroll-driven animation (scroll-fade.module.css): a box that runs one on its own
     * scroll timeline fades, though a page switched inside a sheet a moment ago may not have its
     * mask computed yet (seen on a busy machine, on the table menu's comfort page). */
    const showsScrolling = (box: Element): boolean => {
      const style = getComputedStyle(box);
      return (
        box.getBoundingClientRect().width - box.clientLeft * 2 - box.clientWidth > TOLERANCE ||
        style.maskImage !== 'none' ||
        (style.animationName !== 'none' && style.getPropertyValue('animation-timeline').includes('scroll'))
      );
    };
    // Cut at rest (before any scrolling) by a scroll box that does not show that it scrolls: the
    // player sees half a button and no reason to scroll for the rest.
    for (const control of enabled) {
      const box = control.getBoundingClientRect();
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement || !scrolls(parent)) continue;
        const cut = cutBy(control, box);
        if (cut !== null && cut.startsWith(describe(parent)) && !showsScrolling(parent))
          problems.push(`${describe(control)} is cut at rest by ${cut}, which does not show that it scrolls`);
        break;
      }
    }

    // 1. Tap targets. A disabled control (the hand while bidding, a bid below the last) need not
    // take a tap, but the player must still be able to see all of it.
    for (const control of controls) {
      const ancestors: Element[] = [];
      for (let parent = control.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
      ancestors.forEach(remember);
      remember(document.scrollingElement!);
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      checked.push(describe(control));
      menuOverPlates();
      // scrollIntoView also scrolls boxes a finger cannot (overflow: hidden): that means clipped.
      const stuck = ancestors.find(
        (parent) =>
          !scrolls(parent) &&
          parent !== document.body &&
          parent !== document.documentElement &&
          (parent.scrollTop !== saved.get(parent)![1] || parent.scrollLeft !== saved.get(parent)![0]),
      );
      if (stuck) {
        problems.push(`${describe(control)} is cut off inside ${describe(stuck)}, which does not scroll`);
        // Put it back, so the next control is judged from where the player sees it: left scrolled,
        // it made every control after it read as cut off there too (a result sheet's Next hand,
        // which its own sheet scrolls into view).
        stuck.scrollTo({ left: saved.get(stuck)![0], top: saved.get(stuck)![1], behavior: 'instant' });
        continue;
      }
      const box = control.getBoundingClientRect();
      // The whole box, not only its centre: a button cut in half by its scroll box or the screen
      // edge reads as broken even where a tap at its centre still lands.
      const cut = cutBy(control, box);
      if (cut) {
        problems.push(`${describe(control)} is cut by ${cut}`);
        continue;
      }
      if (!isEnabled(control)) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === control || control.contains(hit)))
        problems.push(
          `a tap at the centre of ${describe(control)} (${x | 0}, ${y | 0}) lands on ${hit ? describe(hit) : 'nothing'}`,
        );
    }
    for (const [element, [left, top]] of saved) element.scrollTo({ left, top, behavior: 'instant' });

    // 2 and 3, over every line of text once. Each control's layer and shown part, worked out once
    // (the scroll positions are back where they were).
    const shownControls = controls.map((control) => ({
      control,
      layer: layerOf(control),
      shown: visiblePart(control, control.getBoundingClientRect()),
    }));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !isShown(owner)) continue;
      const text = node.textContent.trim().slice(0, 30);
      const range = document.createRange();
      range.selectNodeContents(node);
      const layer = layerOf(owner);
      // 3 looks only inside an open modal; 2 compares any text with the modal's controls.
      const inPlay = !modal || modal.contains(owner);
      const control = owner.closest(CONTROLS);
      for (const line of range.getClientRects()) {
        // Its own box clips it too (a long address cut with an ellipsis inside its link).
        const shown = clips(owner)
          ? intersect(visiblePart(owner, line), owner.getBoundingClientRect())
          : visiblePart(owner, line);
        if (shown.right - shown.left <= TOLERANCE || shown.bottom - shown.top <= TOLERANCE) continue;
        // 2. Text over controls.
        for (const other of shownControls)
          if (other.layer === layer && !other.control.contains(node) && overlaps(shown, other.shown))
            problems.push(`the text "${text}" overlaps ${describe(other.control)}`);
        if (!inPlay) continue;
        // 3. Text in its place.
        if (control) {
          const box = control.getBoundingClientRect();
          if (
            shown.left < box.left - TOLERANCE ||
            shown.right > box.right + TOLERANCE ||
            shown.top < box.top - TOLERANCE ||
            shown.bottom > box.bottom + TOLERANCE
          )
            problems.push(`the text "${text}" spills out of ${describe(control)}`);
        }
        const middle = (line.top + line.bottom) / 2;
        if (middle < shown.top || middle > shown.bottom) continue;
        const hit = document.elementFromPoint((shown.left + shown.right) / 2, middle);
        if (hit && hit !== owner && !owner.contains(hit) && !hit.contains(owner) && layerOf(hit) === layer)
          problems.push(`the text "${text}" is covered by ${describe(hit)}`);
      }
    }
    // And controls apart.
    for (const [index, one] of shownControls.entries())
      for (const other of shownControls.slice(index + 1))
        if (
          one.layer === other.layer &&
          !one.control.contains(other.control) &&
          !other.control.contains(one.control) &&
          overlaps(one.shown, other.shown)
        )
          problems.push(`${describe(one.control)} overlaps ${describe(other.control)}`);
    return { checked, problems: [...new Set(problems)] };
  }, options);
}

/** Resizes the page to `size` (a phone turned, a window resized) and waits two frames, for a
 * layout that measures itself (a ResizeObserver's state) to be drawn at the new size. */
export async function resizeTo(
  page: Page,
  { width, height }: { readonly width: number; readonly height: number },
): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/** The reach problems of the screen at each size, each named by its size, and the fewest controls
 * one size checked (a walk that checks nothing proves nothing). */
export async function reachAtSizes(
  page: Page,
  sizes: readonly { readonly width: number; readonly height: number }[],
  options: ReachOptions = {},
): Promise<{ readonly problems: string[]; readonly fewestChecked: number }> {
  const problems: string[] = [];
  let fewestChecked = Infinity;
  for (const size of sizes) {
    await resizeTo(page, size);
    const report = await checkReach(page, options);
    fewestChecked = Math.min(fewestChecked, report.checked.length);
    problems.push(...report.problems.map((problem) => `${size.width}x${size.height}: ${problem}`));
  }
  return { problems, fewestChecked };
}
