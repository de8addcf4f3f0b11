// A screen says where the player is: the document title names it ("Your turn — Texas 42"), and a
// move from another screen brings focus to its heading, so a screen reader announces the new
// screen and the next Tab starts from its top. The page's first screen leaves focus where the
// browser put it, at the top of the document.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** The heading of the first screen shown since the page loaded (null for one without a heading);
 * undefined until a screen has been shown. */
let firstHeading: HTMLElement | null | undefined;

/** "Lobby ABCD — Texas 42", or "Texas 42" for the home screen (`title` null). */
function documentTitle(title: string | null): string {
  return title === null ? 'Texas 42' : `${title} — Texas 42`;
}

/** Titles the document after the screen; returns the ref for the screen's heading (which needs
 * tabIndex -1), focused when the screen was reached from another. */
export function useScreen(title: string | null): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    // Compared by element, not counted: development's StrictMode runs this twice on one mount.
    if (firstHeading === undefined) firstHeading = heading.current;
    else if (heading.current !== firstHeading) heading.current?.focus();
  }, []);
  return heading;
}
