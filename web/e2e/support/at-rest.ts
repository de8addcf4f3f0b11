// The screen at rest, for a check that measures or reads it as drawn (reach.ts, axe.ts): no
// animation running that will end. Only animations that run in time end; one driven by a scroll
// position (a sheet's edge fade) follows the scroll and never finishes.
import type { Page } from 'playwright-core';

/** Waits until no animation that will end is running, looking again a frame after each wait. In
 * one loaded clean clone a result sheet's buttons were measured exactly its height below where it
 * rests, as at the start of its rise, after the animations first listed had ended. Not reproduced
 * (here its rise is listed and awaited every time, even at 8x CPU throttling); but a transition
 * cut short ends its promise, and one started after the list was made is not in it. */
export function atRest(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    // At most a few times: an animation started again and again (a clock's tick) never rests.
    for (let round = 0, ending = running(); round < 5 && ending.length > 0; round++, ending = running()) {
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise(requestAnimationFrame);
    }
  });
}
