// A sheet as the browser's own modal <dialog>: shown with showModal() while it is on the page, so
// everything behind it is inert (no control behind it takes focus, a screen reader reads only it, a
// tap behind it reaches nothing) and Escape asks to close it. Tab from its last control goes round
// to its first (and Shift+Tab back), rather than out to the browser's own bar as it would. Focus moves to its heading as it opens and goes
// back, once it is gone, to the control that had it before (the button that opened it). The phone's
// Back closes it too (use-sheet-step.ts).
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject, SyntheticEvent } from 'react';
import { useSheetStep } from './use-sheet-step';

/** What a modal <dialog> is given: its ref and the handlers that close it. */
export type ModalDialogProps = {
  readonly ref: RefObject<HTMLDialogElement | null>;
  /** Escape: the browser's cancel is refused and the owner closes the sheet (it unmounts it). */
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** Closed by the browser without a cancel first (a second Escape in a row): the owner follows. */
  readonly onClose: () => void;
  /** A tap on the dialog itself, outside the sheet it holds, is a tap on the dimmed page. */
  readonly onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  /** Tab goes round inside the dialog. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
};

/** What Tab stops at: enabled controls and links, drawn on the screen. */
const TAB_STOPS =
  'a[href], button:enabled, input:enabled, select:enabled, textarea:enabled, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `dialog`: from its last stop (or past it) to its first, and back. */
function goRound(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((stop) =>
    stop.checkVisibility(),
  );
  const first = stops[0];
  const last = stops.at(-1);
  const at = document.activeElement;
  if (!first || !last || !at) return;
  // Focus may be on the title, before every stop: Shift+Tab from there goes round too.
  const before = (stop: Element) =>
    at === stop || (stop.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  const after = (stop: Element) =>
    at === stop || (stop.compareDocumentPosition(at) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const to = event.shiftKey ? (before(first) ? last : null) : after(last) ? first : null;
  if (to === null) return;
  event.preventDefault();
  to.focus();
}

/** Shows the dialog given these props as a modal while it is mounted; `close` unmounts it. */
export function useModalDialog(close: () => void): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useSheetStep(close);
  useEffect(() => {
    const dialog = ref.current!;
    // React's development mode runs this twice: the second time focus is already inside.
    if (!dialog.contains(document.activeElement)) opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-dialog-focus]')?.focus();
    return () => {
      // Removed from the page, the dialog leaves the top layer by itself; focus, left on the
      // page's body, goes back where it was.
      const back = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);
  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      close();
    },
    onClose: close,
    onClick: (event) => {
      if (event.target === event.currentTarget) close();
    },
    onKeyDown: goRound,
  };
}
