// The tremor guard's clock. A tremor is judged by when the finger touched, and the click event
// carries that time: its timeStamp, on the same clock as performance.now. When the page gets round
// to handling the tap is later, and on a busy phone much later: a shaking second touch queued
// behind the drawing of the first can be handled 400 ms after it although the finger made it 60 ms
// after, and judged by handling time it would pass as a deliberate tap and play the domino.

/** The time of the tap being handled, kept by following the clicks that reach the page. */
export type TapClock = {
  /** The time stamp of the click being dispatched now; performance.now() outside a click. */
  readonly now: () => number;
  /** Follows the clicks that reach `target`; returns how to stop. */
  readonly follow: (target: EventTarget) => () => void;
};

export function createTapClock(): TapClock {
  let click: Event | null = null;
  const note = (event: Event) => {
    click = event;
  };
  return {
    // A click whose dispatch has ended has its phase back at NONE, even if a handler stopped it.
    now: () => (click !== null && click.eventPhase !== Event.NONE ? click.timeStamp : performance.now()),
    follow(target) {
      target.addEventListener('click', note, { capture: true });
      return () => target.removeEventListener('click', note, { capture: true });
    },
  };
}
