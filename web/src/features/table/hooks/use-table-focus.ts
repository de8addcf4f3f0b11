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
// panel, or Next), and the prompt over the hand as far as a lesson's words above allow (for a
// play, whose tiles are in the hand, the prompt alone): as the move comes, whether or not focus
// goes to it (Safari's taps give a button none, so focus may never enter the table, or stay on
// its heading); when focus goes to it; and again when the screen changes size or a banner under
// the score pushes the move down (a lesson's explanation of a wrong choice, a lost connection);
// for a change of size under a sheet ("Help me bid", the phone turned), once the sheet closes.
// A panel too tall for the room between the table's fades (at its top and over the hand) but not
// for the room above the hand (a phone held sideways, 320 px high) goes into both fades alike and
// shows whole; taller still, its top comes first and the rest lies under the hand.
// Not for a move that waits (a hint arriving, the clock ticking): a player who scrolled away from
// it keeps their place. But a waiting move that grows where the table left it (a hint arriving
// under "working it out…", two lines longer on a small phone) is scrolled clear again.
//
// A lesson's words come first: a newcomer reads, then acts. No scroll for a bid, a trump or a
// play takes their top off the screen, and each brings it back if the player scrolled it away;
// where they and the panel do not both fit above the hand, the panel stays partly under it and the
// player scrolls the table to reach it. As the words change (a new step, an explanation) their top
// comes back too, whether focus moves or not, so no step begins with its words out of sight. A
// trick's Next is the exception: between steps the words are the lesson's standing goal, already
// read, and held under them Next would lie a whole screen below on a zoomed phone, so Next shows
// whole as at any table.
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

/** The element the move `control` belongs to: its panel, the hand, or the control itself (Next). */
const areaOf = (control: HTMLElement): HTMLElement =>
  control.closest<HTMLElement>(`[${MOVE_AREA}]`) ?? control;

/** Room kept between a move scrolled into view and the hand below it, and the table's top above
 * it, in CSS pixels: the depth of the fades there (table-screen.module.css), which would wash it
 * out. */
const FADE = 36;

/** Something to scroll clear of the hand: `shown`, but never past the top of the screen for the
 * top of anything in `kept` (itself among them). */
interface Clearance {
  readonly shown: HTMLElement;
  readonly kept: readonly HTMLElement[];
}

/** What has to show above the hand for the move `control` belongs to, most needed first. Its panel,
 * or the control itself (Next), whole; then the prompt over the hand, but never at the cost of the
 * move's top nor of the top of the banners under the score (`banners`): a lesson's words there say
 * what to do, where the prompt says whose turn it is ("Your bid: beat 30."), and on a small phone
 * they do not all fit over the hand. For a play, whose tiles are in the hand, the prompt alone. */
const shownForMove = (table: HTMLElement, control: HTMLElement, banners: HTMLElement | null): Clearance[] => {
  const area = areaOf(control);
  const move = area.matches(PLAYER_HAND) ? [] : [area];
  const prompt = table.querySelector<HTMLElement>(`[${FOCUS_PARK}]`);
  const said = banners !== null && banners.offsetHeight > 0 ? [banners] : [];
  return [
    ...move.map((shown) => ({ shown, kept: [shown] })),
    ...(prompt === null ? [] : [{ shown: prompt, kept: [prompt, ...move, ...said] }]),
  ];
};

/** The banners under the score (`banners`) when they open with a lesson's words (`guided`) and
 * have height: what a newcomer reads before the move `control` (none: no move yet), unless that
 * move is a button alone (Next), which the words say nothing of. */
const wordsBefore = (
  control: HTMLElement | null,
  banners: HTMLElement | null,
  guided: boolean,
): HTMLElement | null =>
  guided && banners !== null && banners.offsetHeight > 0 && control?.matches(`button[${MOVE_AREA}]`) !== true
    ? banners
    : null;

/** Where `element` lies once at rest: a panel rises 8 px into place as it comes (panel.module.css),
 * and the look for a new move finds it at the start of its rise. */
const restingBox = (element: HTMLElement): { readonly top: number; readonly bottom: number } => {
  const { top, bottom } = element.getBoundingClientRect();
  const rise = new DOMMatrixReadOnly(getComputedStyle(element).transform).f;
  return { top: top - rise, bottom: bottom - rise };
};

/** How far into each fade something `height` tall goes to show whole above the hand, `space` below
 * the table's top: none while it fits between the fades; while it fits the space, as far as it
 * needs, the same at both ends (a bid panel on a 568x320 phone held sideways, where the table
 * scrolls); none once taller still, where its top comes first. */
const intoFades = (height: number, space: number): number => {
  const over = height + 2 * FADE - space;
  return over > 0 && over <= 2 * FADE ? over / 2 : 0;
};

/** Scrolls the table up just enough that each of `clearances` the hand covers shows above the hand,
 * or as much of it as the tops it keeps allow; the first, the move itself, wins over the rest. A
 * lesson's `words` bound it all: their top is never scrolled off the screen, and is brought back
 * if it was. Only a hand kept at the screen's foot (sticky: table-screen.module.css) covers
 * anything; held sideways it lies in the flow and the table stays put. */
const clearOfHand = (table: HTMLElement, clearances: readonly Clearance[], words: HTMLElement | null) => {
  const hand = table.querySelector<HTMLElement>(PLAYER_HAND);
  if (hand === null || getComputedStyle(hand).position !== 'sticky') return;
  const handTop = hand.getBoundingClientRect().top;
  const tableTop = table.getBoundingClientRect().top;
  /** How far the table may scroll on before `element`'s top passes under the fade at the screen's
   * top; less than none once it has. */
  const room = (element: HTMLElement) => restingBox(element).top - tableTop - FADE;
  const scrolls = clearances.map(({ shown, kept }) => {
    if (hand.contains(shown)) return 0;
    const { top, bottom } = restingBox(shown);
    const give = intoFades(bottom - top, handTop - tableTop);
    const under = bottom + FADE - give - handTop;
    return under > 0 ? Math.min(under, ...kept.map((element) => room(element) + give)) : 0;
  });
  const most = Math.max(0, ...scrolls);
  const by = words === null ? most : Math.min(most, room(words));
  if (by !== 0) table.scrollBy({ top: by, behavior: 'instant' });
};

/** Scrolls `table` for `control` (the move's first control, the prompt, or none): its clearances
 * above the hand, bounded by a lesson's words before it (`banners`, when `guided`). */
const clearFor = (
  table: HTMLElement,
  control: HTMLElement | null,
  banners: HTMLElement | null,
  guided: boolean,
) =>
  clearOfHand(
    table,
    control === null ? [] : shownForMove(table, control, banners),
    wordsBefore(control, banners, guided),
  );

/** How tall the move `control` belongs to stands, with the prompt over the hand: what grows as a
 * hint arrives in the turn bar or the panel. */
const heightOf = (table: HTMLElement, control: HTMLElement): number =>
  shownForMove(table, control, null).reduce((sum, { shown }) => sum + shown.offsetHeight, 0);

/** Where a scroll for a move left the table, and how tall the move stood then. */
interface Left {
  readonly top: number;
  readonly height: number;
}

/** `clearFor`, then where it left the table for `control`'s move (none without a control). */
const clearNoting = (
  table: HTMLElement,
  control: HTMLElement | null,
  banners: HTMLElement | null,
  guided: boolean,
): Left | null => {
  clearFor(table, control, banners, guided);
  return control === null ? null : { top: table.scrollTop, height: heightOf(table, control) };
};

/** The dialog open over the table, if any. */
const dialogOver = (table: HTMLElement): HTMLElement | null =>
  table.ownerDocument.querySelector<HTMLElement>('dialog[open], [role="dialog"], [role="alertdialog"]');

/** Keeps focus on the table after every change of its view, of a move waiting (`pending`) or of a
 * finished trick held in its pause (`held`: Next comes as the pause ends, with no new view), and
 * the move in view above the hand as it comes and as the table or the banners under its score
 * (`banners`) change size; when the banners open with a lesson's words (`guided`), their top in
 * view too, and brought back into view as they change. */
export function useTableFocus(
  table: RefObject<HTMLElement | null>,
  banners: RefObject<HTMLElement | null>,
  guided: boolean,
  view: unknown,
  pending: boolean,
  held: boolean,
): void {
  const used = useRef(false);
  // The area of the move last looked at (its panel, the hand, Next): a move is new, and scrolled
  // clear of the hand, when its area is not that one. It is the same move while its area is the
  // same element, found at every look since. React keeps that element while the move waits (a hint
  // arriving, the clock ticking), so a player who scrolled away from it keeps their place; each
  // kind of move has its own, so one following another (the bid panel, then the trump panel) is
  // new; and between two moves in the same element (the hand's plays, one deal's bid and the
  // next's) the others move, or the move just made is on its way, its buttons disabled, and a look
  // between finds no move. Whose turn the view says would not tell them apart: it stays the
  // viewer's from their winning bid to their trump.
  const awaited = useRef<HTMLElement | null>(null);
  // Where the last scroll for a move left the table: while it is still there, the player has not
  // scrolled away from the move, and the move is scrolled clear again if it grows.
  const left = useRef<Left | null>(null);
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
    const move = moveIn(element);
    const target = move ?? (lost ? element.querySelector<HTMLElement>(`[${FOCUS_PARK}]`) : null);
    if (target === null) return;
    target.focus();
    // Scrolled for here, the move is not new to the look after the render (below): in the last
    // few pixels of the table's scroll the hand moves with it, and a second scroll would take the
    // table on to its end.
    if (move !== null) awaited.current = areaOf(move);
    left.current = clearNoting(element, target, banners.current, guided);
  }, [table, banners, guided, view, pending, held]);
  // A new move is scrolled clear of the hand whether or not focus goes to it (focus may never have
  // entered the table, opened at a lesson's address, or rest on its heading, reached from the
  // lobby). Looked for after every render, not only a new view: Next can come without one, as a
  // trick's pause ends (use-trick-pause.ts).
  useEffect(() => {
    const element = table.current;
    if (element === null) return;
    // A result sheet over the table holds its own move; the table behind it stays put.
    const move = dialogOver(element) === null ? moveIn(element) : null;
    const area = move === null ? null : areaOf(move);
    if (area === awaited.current) {
      const grown =
        move !== null &&
        left.current !== null &&
        Math.abs(element.scrollTop - left.current.top) < 1 &&
        heightOf(element, move) > left.current.height;
      if (grown) left.current = clearNoting(element, move, banners.current, guided);
      return;
    }
    awaited.current = area;
    if (move !== null) left.current = clearNoting(element, move, banners.current, guided);
  });
  useEffect(() => {
    const element = table.current;
    const above = banners.current;
    if (element === null || above === null) return;
    // Each box's first report is its size as drawn already: only a change moves the move.
    const sizes = new Map<Element, string>();
    const clearMove = () => {
      const move = moveIn(element);
      if (move !== null) left.current = clearNoting(element, move, above, guided);
    };
    // A sheet over the table (a result, "Help me bid", the menu) holds the screen: the table behind
    // it stays put. A change of size under it (the phone turned while it was open) is caught up once
    // it closes: the move's own size did not change, so nothing else would scroll it clear, and the
    // player would find the table at its top with the move under the hand.
    const closed = new MutationObserver(() => {
      if (dialogOver(element) !== null) return;
      closed.disconnect();
      clearMove();
    });
    const observer = new ResizeObserver((entries) => {
      const changed =
        entries.filter(({ target, contentRect }) => {
          const before = sizes.get(target);
          sizes.set(target, `${contentRect.width}x${contentRect.height}`);
          return before !== undefined && before !== sizes.get(target);
        }).length > 0;
      if (!changed) return;
      if (dialogOver(element) === null) clearMove();
      // A sheet leaves the page as it closes, or loses its `open`; observing it again changes nothing.
      else
        closed.observe(element.ownerDocument.body, {
          childList: true,
          subtree: true,
          attributeFilter: ['open'],
        });
    });
    observer.observe(element);
    observer.observe(above);
    // A lesson's new words (a step's, an explanation) come back into view, then the move as far
    // as they allow (Next whole), whether or not their size changed or focus moved.
    const reread = new MutationObserver(() => {
      if (dialogOver(element) !== null) return;
      left.current = clearNoting(element, moveIn(element), above, guided);
    });
    if (guided) reread.observe(above, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      closed.disconnect();
      reread.disconnect();
    };
  }, [table, banners, guided]);
}
