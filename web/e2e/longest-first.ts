// The order the offline browser suite's files start in: its longest walks first, so its two
// workers (web/vitest.e2e.config.ts) finish together rather than one starting a two-minute walk
// as the other runs out of files. Vitest puts the files that took longest in its last run first,
// but a fresh clone (CI) has no last run. A file renamed here only loses its place in the queue.
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/** The longest files, longest first (each one to two minutes on a quiet two-core machine). */
const LONGEST = ['reach.e2e.test.ts', 'reach-zoom.e2e.test.ts', 'lessons.e2e.test.ts'];

const rank = (file: TestSpecification): number => {
  const place = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return place === -1 ? LONGEST.length : place;
};

/** Vitest's own order, with the longest files moved to the front. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
