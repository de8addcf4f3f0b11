// The tremor guard. A hand that shakes taps twice where it meant once, and the control under the
// finger may have changed in between: "Play 6-4" becomes "Next", "Let the AI play" becomes "Yes".
// So a tap on any guarded game control that comes within TAP_GUARD_MS of the tap before it is
// ignored, whichever control it lands on. An ignored tap starts the window again: a hand that
// keeps shaking acts once, and the next deliberate tap comes after the hand has rested.

/** A second tap this soon after the last one taken is treated as a tremor. */
export const TAP_GUARD_MS = 400;

/** Decides, tap by tap, which taps to take. */
export type TapGuard = {
  /** True if a tap now should act; false if it is a tremor's repeat. */
  readonly take: () => boolean;
};

/** A guard reading the time of each tap from `now` (milliseconds; the page uses tap-clock.ts). */
export function createTapGuard(now: () => number, windowMs: number = TAP_GUARD_MS): TapGuard {
  let last: number | null = null;
  return {
    take() {
      const at = now();
      const repeat = last !== null && at - last < windowMs;
      last = at;
      return !repeat;
    },
  };
}
