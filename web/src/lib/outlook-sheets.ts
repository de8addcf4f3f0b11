// The outlook sheets ("Help me bid", "Compare trumps") already worked out, by question. At an
// offline table with hints on, a bid's or a trump's hint reads its chance off the very sheet the
// player would open for that decision (the same view and seed: shared/src/ai/hint.ts), worked out
// on the hint's thread; the table keeps it here (lib/offline/offline-game-client.ts), so the sheet
// opened next shows at once instead of being worked out again
// (features/outlook/hooks/use-bid-outlook.ts).
import type { BidOutlook } from '@texas42/shared';
import type { TableOutlookAsk } from './table-slots';

/** How many sheets are kept: the decisions of the last few turns. */
const KEPT = 4;

const known = new Map<string, BidOutlook>();

/** What the outlook depends on: the seed, the table's rules, the bids, the viewer's hand and what
 * they may do now; the same question has the same key wherever it is asked. */
export const outlookKey = ({ view, seed }: TableOutlookAsk): string =>
  JSON.stringify([seed, view.settings, view.phase, view.bids, view.self?.hand, view.validActions]);

/** Keeps the sheet worked out for the question `key`. */
export function rememberOutlook(key: string, outlook: BidOutlook): void {
  known.delete(key);
  known.set(key, outlook);
  for (const oldest of known.keys()) if (known.size > KEPT) known.delete(oldest);
}

/** The sheet already worked out for the question `key`, if it was. */
export const knownOutlook = (key: string): BidOutlook | null => known.get(key) ?? null;
