import { describe, expect, it } from 'vitest';
import { createTapGuard, TAP_GUARD_MS } from './tap-guard';

/** A guard on a clock the test moves by hand. */
function guardAt() {
  let time = 1_000;
  const guard = createTapGuard(() => time);
  return {
    tapAfter(ms: number) {
      time += ms;
      return guard.take();
    },
  };
}

describe('tremor guard', () => {
  it('takes the first tap', () => {
    expect(guardAt().tapAfter(0)).toBe(true);
  });

  it('ignores a second tap within 400 ms and takes one after', () => {
    expect(TAP_GUARD_MS).toBe(400);
    const finger = guardAt();
    expect(finger.tapAfter(0)).toBe(true);
    expect(finger.tapAfter(120)).toBe(false);
    expect(finger.tapAfter(400)).toBe(true);
    expect(finger.tapAfter(399)).toBe(false);
  });

  it('keeps ignoring a hand that keeps shaking, and takes the tap after it rests', () => {
    const finger = guardAt();
    expect(finger.tapAfter(0)).toBe(true);
    // Five shakes 150 ms apart: each within the window of the one before, so all ignored,
    // though the last comes 750 ms after the tap that was taken.
    expect([150, 150, 150, 150, 150].map((ms) => finger.tapAfter(ms))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(finger.tapAfter(500)).toBe(true);
  });

  it('takes taps a steady hand makes at an ordinary pace', () => {
    const finger = guardAt();
    expect([0, 600, 450, 1200].map((ms) => finger.tapAfter(ms))).toEqual([true, true, true, true]);
  });
});
