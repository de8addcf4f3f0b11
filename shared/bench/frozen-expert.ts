// The Expert as it was before issue 24's bidding work, kept as a named opponent (`expert-frozen`
// in the bench): the same search, gates and real-play map, none of the later switches. A change
// to the Expert is measured against this one, so a drift in the live level cannot hide a loss.
// The hand readings it bids and declares from (shared/src/ai/hand-value.ts) are the live ones:
// since nello's reading was fitted, more hands pass its nello gate of 0.03, and the fitted
// reading is what its nello chances are blended with.

import type { SearchLevel } from '../src/ai';
import { REAL_PLAY } from '../src/ai/real-play';

/** The Expert level of commit 6362c28. */
export const FROZEN_EXPERT: SearchLevel = {
  name: 'expert-frozen',
  samples: 48,
  minSamples: 6,
  nodeBudget: 1_200_000,
  noise: 0,
  // That commit's nello fit: a shift of +0.5 in log-odds.
  realPlay: { ...REAL_PLAY, nello: [0.5, 1] },
  specials: { nelloGate: 0.03, sevensGate: 0.03, declaresSpecials: true },
};
