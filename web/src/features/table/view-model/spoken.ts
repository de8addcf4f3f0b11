// The table's moves as sentences to be heard: "AI 2 bids 32.", "You pass.", "Carlos names sixes
// trump.", "Grandma plays six-four.", "AI 3 takes the trick: 6 points." The domino words are the
// ones the hand's buttons use; bids and trumps are said as the panels and plates show them.
import { describeBid } from '@texas42/shared';
import type { BidKind, DominoId, PlayAction, PlayerView, Seat, Trump } from '@texas42/shared';
import { dominoSpokenName } from '../../../lib/domino';
import { pointsLabel, trumpLabel } from '../../../lib/labels';

/** Who did it, and the verb agreeing with them: "You play" for the viewer, "Carlos plays" else. */
export function whoDoes(view: PlayerView, seat: Seat, verb: string): string {
  if (seat === view.seat) return `You ${verb}`;
  const third = /(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`;
  return `${view.players[seat].name} ${third}`;
}

/** "AI 2 bids 32.", "You bid 2 marks.", "Carlos bids splash (2 marks)." */
export function bidSaid(view: PlayerView, seat: Seat, bid: { kind: BidKind; value: number }): string {
  return `${whoDoes(view, seat, 'bid')} ${describeBid(bid)}.`;
}

/** "AI 3 names sixes trump.", "You name follow-me: no trump.", "Carlos names nello." */
export function trumpSaid(view: PlayerView, seat: Seat, trump: Trump): string {
  const names = whoDoes(view, seat, 'name');
  if (trump === 'follow-me') return `${names} follow-me: no trump.`;
  if (trump === 'nello' || trump === 'sevens') return `${names} ${trump}.`;
  return `${names} ${trumpLabel(trump).toLowerCase()} trump.`;
}

/** "Grandma plays six-four." */
export function playSaid(view: PlayerView, seat: Seat, domino: DominoId): string {
  return `${whoDoes(view, seat, 'play')} ${dominoSpokenName(domino)}.`;
}

/** "AI 3 takes the trick: 6 points." */
export function trickSaid(view: PlayerView, winner: Seat, points: number): string {
  return `${whoDoes(view, winner, 'take')} the trick: ${pointsLabel(points)}.`;
}

/** A trick's plays in order: "Carlos six-four, you double blank". */
export function playsSaid(view: PlayerView, plays: readonly PlayAction[]): string {
  return plays
    .map(
      (play) =>
        `${play.seat === view.seat ? 'you' : view.players[play.seat].name} ${dominoSpokenName(play.domino)}`,
    )
    .join(', ');
}
