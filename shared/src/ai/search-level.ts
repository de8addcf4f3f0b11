// How hard the search plays: how many deals it samples, how many solver nodes one decision may
// spend (the time bound: about 75 ns a node on a laptop core), and how much noise blurs its
// judgement. Fewer samples and more noise make a kinder opponent.

/** One difficulty level of the search strategy. */
export interface SearchLevel {
  readonly name: string;
  /** The most deals sampled for one decision. */
  readonly samples: number;
  /** The fewest deals sampled, whatever the budget. */
  readonly minSamples: number;
  /** Solver nodes one decision may spend before it stops sampling. */
  readonly nodeBudget: number;
  /** Noise added to each option's score: 0 for none, 0.2 blurs chances by up to ±10%. */
  readonly noise: number;
}

export const SEARCH_LEVELS = {
  easy: { name: 'easy', samples: 6, minSamples: 2, nodeBudget: 150_000, noise: 0.3 },
  medium: { name: 'medium', samples: 16, minSamples: 4, nodeBudget: 500_000, noise: 0.1 },
  hard: { name: 'hard', samples: 48, minSamples: 6, nodeBudget: 1_200_000, noise: 0 },
} as const satisfies Record<string, SearchLevel>;

export type SearchLevelName = keyof typeof SEARCH_LEVELS;
