// An open sheet holds a step of the browser's history, marked in its state (hooks/use-sheet-step.ts).
// Two moves get off such steps to the one under them: a page loaded on one (reloaded with a sheet
// open) has no sheet open, so Back would only take the step and change nothing on the screen; and
// leaving a room from a sheet puts home in the room's own step, which lies under the sheet's. Apart
// from the hook, so the first screen, which does the first, carries only this.

/** Where a sheet's step is marked in the history's state, beside the router's own. */
export const SHEET_STEP = 'texas42.sheet';

/** The step back on its way, until the browser has taken it (and said so with a popstate). */
let steppingBack: Promise<boolean> | null = null;

/** How long a step back may take before it is given up: a history with no step under this one
 * (a tab restored without its earlier pages) takes none and says nothing, and the page must not
 * wait on it for good, neither to draw nor to go home. */
const STEP_BACK_LIMIT_MS = 1_000;

/** Goes one step back in the history, unless one is already on its way; resolves once taken
 * (true), or given up (false). */
export function stepBack(): Promise<boolean> {
  steppingBack ??= new Promise((resolve) => {
    const end = (taken: boolean) => {
      clearTimeout(limit);
      removeEventListener('popstate', onTaken);
      steppingBack = null;
      resolve(taken);
    };
    const onTaken = () => end(true);
    const limit = setTimeout(() => end(false), STEP_BACK_LIMIT_MS);
    addEventListener('popstate', onTaken);
    history.back();
  });
  return steppingBack;
}

/** Resolves once the step back on its way, if any, is taken or given up. */
export const steppedBack = (): Promise<unknown> => steppingBack ?? Promise.resolve();

/** The mark of the sheet's step the page stands on; undefined on a step no sheet holds. */
export const sheetStepMark = (): unknown => (history.state as Record<string, unknown> | null)?.[SHEET_STEP];

/** Goes back past the sheets' steps the page stands on; resolves once on a step no sheet holds,
 * or once a step back is given up. */
export async function leaveSheetSteps(): Promise<void> {
  await steppedBack();
  while (sheetStepMark() !== undefined && (await stepBack()));
}
