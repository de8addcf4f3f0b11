// Focus that stays with the player. A bid, a trump, a play or a Next takes away the button that
// had focus; the browser would drop focus to the page's body, and a keyboard or screen-reader
// player would have to find their way back. Instead focus goes to the player's next move when
// there is one (the bid or trump panel, the hand, Next), else to the turn bar's prompt, a stable
// place that says what is happening; and from there to the move when the turn comes back. A
// player who has not used the table yet (the page just opened) keeps the browser's focus. A move
// given the focus is scrolled clear of the hand: on a screen too short for the whole table (a
// zoomed page) the table scrolls and the hand stays at its foot, over what lies beneath, where the
// browser's own scrolling to the focus counts a control as shown.
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

/** Room left between a move scrolled into view and the hand below it, in CSS pixels. */
const ABOVE_HAND = 8;

/** Scrolls the table up just enough that `control`, if the hand covers it, shows above the hand. */
const clearOfHand = (table: HTMLElement, control: HTMLElement) => {
  const hand = table.querySelector<HTMLElement>(PLAYER_HAND);
  if (hand === null || hand.contains(control)) return;
  const under = control.getBoundingClientRect().bottom - hand.getBoundingClientRect().top;
  if (under > 0) table.scrollBy({ top: under + ABOVE_HAND, behavior: 'instant' });
};

/** The dialog open over the table, if any. */
const dialogOver = (table: HTMLElement): HTMLElement | null =>
  table.ownerDocument.querySelector<HTMLElement>('dialog[open], [role="dialog"], [role="alertdialog"]');

/** Keeps focus on the table after every change of its view or of a move waiting (`pending`). */
export function useTableFocus(table: RefObject<HTMLElement | null>, view: unknown, pending: boolean): void {
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
    clearOfHand(element, target);
  }, [table, view, pending]);
}
