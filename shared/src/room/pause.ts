// A table whose people are all away, or have all left, pauses: the AI plays none of its turns
// (ai-turn.ts) until a person is back. The turn's clock runs on meanwhile with nobody to answer
// it, so when the first person comes back, however they come (saying so, joining again with the
// invite, let into a seat, a seat moved to another phone), the turn owed begins afresh, as if it
// had just begun: nobody can call time on them, or hand their turn to the AI, as they return.

import type { Room } from './room';
import { turnBegunAt } from './table';

/** Whether nobody sits in `seats` who is not away: every seat the AI's, or its person's away. A
 * player's view says the same of its players (the app asks it before calling time). */
export const everyoneAway = (
  seats: readonly { readonly kind: 'human' | 'ai'; readonly away: boolean }[],
): boolean => seats.every((slot) => slot.kind === 'ai' || slot.away);

/** Whether the game in play is paused: nobody sits at the table who is not away. */
export const isPaused = (room: Room): boolean => room.status === 'playing' && everyoneAway(room.seats);

/** `after`, what a change made of `before` at `now`; when that change ended a pause (the game
 * still in play), with the turn owed begun afresh at `now`. */
export const resumedAt = (before: Room, after: Room, now: number): Room =>
  isPaused(before) && after.status === 'playing' && !isPaused(after) ? turnBegunAt(after, now) : after;
