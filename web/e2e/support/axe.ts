// axe-core, the accessibility checker nobody here wrote, run inside the page as it is now. The
// script is added to the page by the test (never to the app's bundle); every rule axe runs by
// default is checked, and each violation comes back in one line a failing test can print.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';
import { atRest } from './at-rest';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One violation of one rule on one screen, with the elements it was found on. */
export type AxeFinding = {
  readonly rule: string;
  readonly impact: ImpactValue | null;
  /** "label-content-name-mismatch (serious) on 2 elements: button "Sixes" …". */
  readonly line: string;
};

/** The impacts that fail the tests; moderate and minor ones are printed only. */
export const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/** Runs axe over the whole page once the screen has stopped moving; returns what it found. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // A sheet rising, a tile raised: axe reads colours as drawn.
  await atRest(page);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 4)
      .map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`)
      .join('; ');
    return {
      rule: violation.id,
      impact: violation.impact ?? null,
      line: `${violation.id} (${violation.impact}) on ${violation.nodes.length} element(s): ${where}`,
    };
  });
}
