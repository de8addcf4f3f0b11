// A phone on a lagging connection, made on purpose: the page's live updates (its Firestore
// listeners) pause, and resume later, through the switch a browser-test build puts on `window`
// (web/src/lib/firebase/firebase-session.ts).
import type { Page } from 'playwright-core';

/** Pauses (`on` false) or resumes the live updates of `page`. */
export const liveUpdates = (page: Page, on: boolean): Promise<void> =>
  page.evaluate(async (resume) => {
    const control = (
      window as unknown as { texas42LiveUpdates: { pause(): Promise<void>; resume(): Promise<void> } }
    ).texas42LiveUpdates;
    await (resume ? control.resume() : control.pause());
  }, on);
