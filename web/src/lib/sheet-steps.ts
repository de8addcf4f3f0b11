// An open sheet holds a step of the browser's history, marked in its state (hooks/use-sheet-step.ts).
// Two moves get off such steps to the one under them: a page loaded on one (reloaded with a sheet
// open) has no sheet open, so Back would only take the step and change nothing on the screen; and
// leaving a room from a sheet puts home in the room's own step, which lies under the sheet's. Apart
// from the hook, so the first screen, which does the first, carries only this.

/** Where a sheet's step is marked in the history's state, beside the router's own. */
export const SHEET_STEP = 'texas42.sheet';

/** The step back on its way, until the browser has taken it (and said so with a popstate). */
let steppingBack: Promise<void> | null = null;

/** Goes one step back in the history, unless one is already on its way; resolves once taken. */
export function stepBack(): Promise<void> {
  steppingBack ??= new Promise((resolve) => {
    const taken = () => {
      steppingBack = null;
      resolve();
    };
    addEventListener('popstate', taken, { once: true });
    history.back();
  });
  return steppingBack;
}

/** Resolves once the step back on its way, if any, is taken. */
export const steppedBack = (): Promise<void> => steppingBack ?? Promise.resolve();

/** The mark of the sheet's step the page stands on; undefined on a step no sheet holds. */
export const sheetStepMark = (): unknown => (history.state as Record<string, unknown> | null)?.[SHEET_STEP];

/** Goes back past the sheets' steps the page stands on; resolves once on a step no sheet holds. */
export async function leaveSheetSteps(): Promise<void> {
  await steppedBack();
  while (sheetStepMark() !== undefined) await stepBack();
}
