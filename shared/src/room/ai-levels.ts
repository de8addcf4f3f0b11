// How strong the AI seats play: the host picks one level for the table's AI seats. The list below
// is the only place levels are named; each level's `player` is an AI player of shared/src/ai
// (AI_PLAYERS: the compiler checks it there), so adding a level is one entry here.

/** The levels a host can pick, weakest first, with what a player reads about each. */
export const AI_LEVELS = [
  {
    player: 'heuristic',
    label: 'Beginner',
    description: 'Plays by rules of thumb: draws trump, feeds count to its partner, never looks ahead',
  },
  {
    player: 'medium',
    label: 'Medium',
    description: 'Thinks through a few likely deals before each bid and play, now and then misjudging',
  },
  {
    player: 'hard',
    label: 'Hard',
    description: 'Thinks through three times as many likely deals, and makes the most of every hand',
  },
  {
    player: 'expert',
    label: 'Expert',
    description: 'Plays as Hard does, and bids only what it expects to make at a real table',
  },
] as const;

/** An AI level, named by the AI player that plays it. */
export type AiLevel = (typeof AI_LEVELS)[number]['player'];

/** The level a new table starts with: the strongest. Its decisions' time on a mid-range phone,
 * stage by stage, is `npm run bench:phone` (docs/performance.md, "The AI on a phone"); a phone too
 * slow for it thinks less and is offered a lighter level (web/src/lib/offline/ai-pace.ts). */
export const DEFAULT_AI_LEVEL: AiLevel = 'expert';

/** Every level's name, weakest first. */
export const AI_LEVEL_NAMES: readonly AiLevel[] = AI_LEVELS.map((level) => level.player);

/** True when `name` is a level a table can play at. */
export const isAiLevel = (name: unknown): name is AiLevel =>
  typeof name === 'string' && (AI_LEVEL_NAMES as readonly string[]).includes(name);

/** What players read for a level (its label and one line on how it plays); a room document
 * written before tables had levels reads as the default's. */
export const aiLevelInfo = (level: AiLevel | undefined): (typeof AI_LEVELS)[number] => {
  const named = (name: unknown) => AI_LEVELS.find((entry) => entry.player === name);
  return named(level) ?? named(DEFAULT_AI_LEVEL)!;
};

/** The levels as a player reads them in a refusal: "Beginner, Medium or Hard". */
export const AI_LEVEL_CHOICES = AI_LEVELS.map((level) => level.label)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');
