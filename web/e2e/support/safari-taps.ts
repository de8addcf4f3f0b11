// Taps as Safari (iOS and desktop) makes them: a tapped button gets no focus. Chromium focuses a
// button as the mousedown its tap sends goes by; a listener that cancels every mousedown, before
// anything else hears it, keeps focus where it was. The click still comes, so the button works.
// Focus stays where the page put it (the document's top on the first screen, a screen's heading
// on arrival from another: web/src/hooks/use-screen.ts), and the table, which moves focus only
// from where it was lost or parked, moves none (web/src/features/table/hooks/use-table-focus.ts).

/** A script for `context.addInitScript`: every tap on the page leaves focus where it was. */
export const SAFARI_TAPS = `document.addEventListener('mousedown', (event) => event.preventDefault(), true)`;
