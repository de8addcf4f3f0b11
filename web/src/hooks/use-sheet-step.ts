// The phone's Back closes the sheet that is open, as it does on Android, rather than leaving the
// screen under it: an open sheet holds a step of the browser's history (the same address), and Back
// takes that step. A sheet closed otherwise (its Close, Escape, a tap beside it) takes its step back
// itself, so Back then goes where it went before the sheet opened; a link in a sheet puts its page
// in the sheet's step (components/ui/sheet/in-sheet.ts), so Back from that page comes to the screen
// under the sheet. A page reloaded with a sheet open, which opens none, starts back on the step
// under the sheet's (main.tsx).
import { useEffect, useEffectEvent } from 'react';
import { SHEET_STEP, sheetStepMark, stepBack, steppedBack } from '../lib/sheet-steps';

/** Holds a step of the history while the sheet calling it is open; Back to before it `close`s it. */
export function useSheetStep(close: () => void): void {
  const back = useEffectEvent(close);
  useEffect(() => {
    // The step is known by its mark: one per opening, and (unlike a count) not one a step left in
    // the history from before a reload has. It is added once this task is done, so a mount undone
    // at once (React's development mode does that) adds none.
    const mark = Math.random();
    let open = true;
    let held = false;
    const onBack = () => back();
    // A sheet opening while the last one's step back is on its way adds its step after that (else
    // the step back would take the new sheet's step).
    void steppedBack().then(() => {
      if (!open) return;
      history.pushState({ ...(history.state as object | null), [SHEET_STEP]: mark }, '');
      held = true;
      addEventListener('popstate', onBack);
    });
    return () => {
      open = false;
      removeEventListener('popstate', onBack);
      // Its step is still the page's (not taken by Back, nor by a link followed from the sheet);
      // a step back already on its way (leaving the room from the sheet) takes it.
      if (held && sheetStepMark() === mark) void stepBack();
    };
  }, []);
}
