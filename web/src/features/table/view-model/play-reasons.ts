// At a table with hints on (the practice table has them), each AI play in the trick on the table
// comes with why it was made: shared's explainPlay, worked out from what the whole table knows
// (the trick so far, trump, the dominoes already gone), never from a hidden hand. Hints are the
// player's ask to be taught, so the tiles explain themselves only then; without hints the trick
// stays a picture to look at. The last trick taken is explained too when it is read again. Written twice: for the eye ("6-4") and for a screen reader ("six-four").
import { bySeat, explainPlay, hasCapability, setOf } from '@texas42/shared';
import type { PlayAction, PlayerView, Seat, Trick } from '@texas42/shared';
import { dominoSpokenName } from '../../../lib/domino';

/** Why a play was made, as shown and as said. */
export interface PlayReason {
  readonly text: string;
  readonly spoken: string;
}

/** Per play of `plays` (the view's trick unless told, with `before` the tricks collected before
 * it), in order: why an AI seat made it, or null (a person's play, or a table without hints);
 * `viewer` is "you" in the words. */
export function playReasons(
  view: PlayerView,
  viewer: Seat,
  plays: readonly PlayAction[] = view.trick,
  before: readonly Trick[] = view.tricks,
): (PlayReason | null)[] {
  const { contract, trump } = view;
  if (!hasCapability(view.capabilities, 'see-hints') || contract === null || trump === null)
    return plays.map(() => null);
  const names = bySeat((seat) => (seat === viewer ? 'you' : view.players[seat].name));
  const gone = setOf(before.flatMap((trick) => trick.plays.map((play) => play.domino)));
  return plays.map((play, index) => {
    if (play.seat === viewer || view.players[play.seat].kind !== 'ai') return null;
    const explained = {
      trump,
      settings: view.settings,
      bidder: contract.bidder,
      trick: plays.slice(0, index + 1),
      gone,
      names,
    };
    return { text: explainPlay(explained), spoken: explainPlay(explained, dominoSpokenName) };
  });
}
