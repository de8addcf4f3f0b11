// The daily deal's stars, added to a daily table's result in the change that ends it. The room
// layer ends the table with the hand's outcome only (it does not search); whoever keeps the room
// (the server's transaction, the offline host) passes that change through here, so the stored
// room, every view of it and the day's result hold the same stars: the player's side (seat 0's)
// against perfect play from the first lead, by the exact solver (shared/src/ai/daily-rating.ts).

import { playedHandFromState, rateDailyHand } from '../ai';
import { dailyDate, shareText } from '../room';
import type { Room } from '../room';

/** `after` with its daily result rated when the change from `before` ends a daily table (stars
 * and the share; a hand past the solver's limit is shared as not rated), else `after` itself. */
export const withDailyStars = (before: Room, after: Room): Room => {
  const date = dailyDate(after.transformers);
  const result = after.result;
  const ended = before.status !== 'finished' && after.status === 'finished';
  if (date === null || !ended || result?.kind !== 'daily-challenge' || after.game === null) return after;
  const hand = playedHandFromState(after.game);
  const rating = hand === null ? null : rateDailyHand(hand, 0);
  const stars = rating?.stars ?? null;
  const share = shareText({
    date,
    stars,
    points: result.outcome.points[0],
    tricks: rating?.tricks ?? [],
    practice: after.game.dealing.kind === 'seeded',
  });
  return { ...after, result: { ...result, ...(stars === null ? {} : { stars }), shareText: share } };
};
