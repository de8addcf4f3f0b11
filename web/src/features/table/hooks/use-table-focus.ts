// Focus that stays with the player. A bid, a trump, a play or a Next takes away the button that
// had focus; the browser would drop focus to the page's body, and a keyboard or screen-reader
// player would have to find their way back. Instead focus goes to the player's next move when
// there is one (the bid or trump panel, the hand, Next), else to the turn bar's prompt, a stable
// place that says what is happening; and from there to the move when the turn comes back. A
// player who has not used the table yet (the page just opened) keeps the browser's focus.
//
// The move is kept in view above the hand. On a screen too short for the whole table (a zoomed
// page, a small phone with a lesson's words under the score) the table scrolls and the hand stays
// at its foot, over what lies beneath, where the browser's own scrolling to the focus counts a
// control as shown. So the table scrolls just enough to show the move above the hand (the whole
// panel, Next, or for a play, whose tiles are in the hand, the prompt over it, as far as a
// lesson's words above allow) when focus goes to it, and again when the screen changes size or a
// banner under the score pushes the move down (a lesson's explanation of a wrong choice, a lost
// connection).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { PLAYER_HAND } from '../components/player-hand';

/** Marks the controls of the viewer's move (their first enabled button gets focus): the bid and
 * trump panels, the hand while it may play, the Next button. */
const MOVE_AREA = 'data-move-area';
/** Marks the stable place focus waits at while it is not the viewer's move (the turn bar's prompt). */
const FOCUS_PARK = 'data-focus-park';

/** The first control of the viewer's move on the table, if any: trump toggles such as "Compare
 * trumps" are not moves. */
const moveIn = (table: HTMLElement): HTMLElement | null =>
  table.querySelector<HTMLElement>(
    `[${MOVE_AREA}] button:enabled:not([aria-expanded]), button[${MOVE_AREA}]:enabled`,
  );

/** Room kept between a move scrolled into view and the hand below it, and the table's top above
 * it, in CSS pixels: the depth of the fades there (table-screen.module.css), which would wash it
 * out. */
const FADE = 36;

/** What has to show above the hand for the move `control` belongs to, and what said over the
 * table must stay on the screen above it. Its panel, or the control itself (Next, the prompt); for
 * a play, whose tiles are in the hand, the prompt over the hand, but never at the cost of the top of
 * the banners under the score (`banners`): a lesson's words there say what to play, where the
 * prompt only says whose turn it is, and on a small phone both do not fit over the hand. */
const shownForMove = (
  table: HTMLElement,
  control: HTMLElement,
  banners: HTMLElement | null,
): { shown: HTMLElement; kept: HTMLElement | null } => {
  const area = control.closest<HTMLElement>(`[${MOVE_AREA}]`) ?? control;
  if (!area.matches(PLAYER_HAND)) return { shown: area, kept: null };
  const said = banners !== null && banners.offsetHeight > 0 ? banners : null;
  return { shown: table.querySelector<HTMLElement>(`[${FOCUS_PARK}]`) ?? area, kept: said };
};

/** Scrolls the table up just enough that `shown`, if the hand covers it, shows above the hand, or
 * as much of it as the screen holds, from its top (and from the top of `kept`, when there is one).
 * Only a hand kept at the screen's foot (sticky: table-screen.module.css) covers anything; held
 * sideways it lies in the flow and the table stays put. */
const clearOfHand = (table: HTMLElement, { shown, kept }: ReturnType<typeof shownForMove>) => {
  const hand = table.querySelector<HTMLElement>(PLAYER_HAND);
  if (hand === null || hand.contains(shown) || getComputedStyle(hand).position !== 'sticky') return;
  const box = shown.getBoundingClientRect();
  const under = box.bottom + FADE - hand.getBoundingClientRect().top;
  const top = Math.min(box.top, kept?.getBoundingClientRect().top ?? Infinity);
  const room = top - table.getBoundingClientRect().top - FADE;
  const by = Math.min(under, room);
  if (under > 0 && by > 0) table.scrollBy({ top: by, behavior: 'instant' });
};

/** The dialog open over the table, if any. */
const dialogOver = (table: HTMLElement): HTMLElement | null =>
  table.ownerDocument.querySelector<HTMLElement>('dialog[open], [role="dialog"], [role="alertdialog"]');

/** Keeps focus on the table after every change of its view or of a move waiting (`pending`), and
 * the move in view above the hand as the table or the banners under its score (`banners`) change
 * size. */
export function useTableFocus(
  table: RefObject<HTMLElement | null>,
  banners: RefObject<HTMLElement | null>,
  view: unknown,
  pending: boolean,
): void {
  const used = useRef(false);
  useEffect(() => {
    const element = table.current;
    if (element === null) return;
    const use = () => {
      used.current = true;
    };
    element.addEventListener('focusin', use);
    return () => element.removeEventListener('focusin', use);
  }, [table]);
  useEffect(() => {
    const element = table.current;
    if (element === null) return;
    const active = element.ownerDocument.activeElement;
    // Focus put on the table before the listener was there (the heading, on arrival) counts too.
    if (active !== null && element.contains(active)) used.current = true;
    if (!used.current) return;
    const lost = active === null || active === element.ownerDocument.body || !active.isConnected;
    const parked = active instanceof HTMLElement && active.hasAttribute(FOCUS_PARK);
    if (!lost && !parked) return;
    const dialog = dialogOver(element);
    if (dialog !== null) {
      // A result rose over the table: its move (Next hand) once it may be pressed, or any of its
      // buttons rather than the body.
      const move = moveIn(dialog) ?? (lost ? dialog.querySelector<HTMLElement>('button:enabled') : null);
      move?.focus();
      return;
    }
    const target = moveIn(element) ?? (lost ? element.querySelector<HTMLElement>(`[${FOCUS_PARK}]`) : null);
    if (target === null) return;
    target.focus();
    clearOfHand(element, shownForMove(element, target, banners.current));
  }, [table, banners, view, pending]);
  useEffect(() => {
    const element = table.current;
    const above = banners.current;
    if (element === null || above === null) return;
    // Each box's first report is its size as drawn already: only a change moves the move.
    const sizes = new Map<Element, string>();
    const observer = new ResizeObserver((entries) => {
      const changed =
        entries.filter(({ target, contentRect }) => {
          const before = sizes.get(target);
          sizes.set(target, `${contentRect.width}x${contentRect.height}`);
          return before !== undefined && before !== sizes.get(target);
        }).length > 0;
      // A result sheet over the table holds its own move; the table behind it stays put.
      const move = changed && dialogOver(element) === null ? moveIn(element) : null;
      if (move !== null) clearOfHand(element, shownForMove(element, move, above));
    });
    observer.observe(element);
    observer.observe(above);
    return () => observer.disconnect();
  }, [table, banners]);
}
