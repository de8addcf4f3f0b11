// The one line under the trick that tells the viewer what is happening and what is theirs to do.
import { countOf, playModeOf, trickWinner } from '@texas42/shared';
import type { PlayerView, Seat } from '@texas42/shared';
import { bidLabel, trumpLabel } from '../../../lib/labels';

/** The name the prompt uses for a seat: "You" for the viewer. */
const nameOf = (view: PlayerView, seat: Seat): string =>
  seat === view.seat ? 'You' : view.players[seat].name;

/** The seat that wins the finished trick on the table. */
export function finishedTrickWinner(view: PlayerView): Seat | null {
  if (view.phase !== 'trick-complete' || view.trick.length === 0) return null;
  return trickWinner(playModeOf(view.trump, view.settings), view.trick);
}

const playing = (view: PlayerView, turn: Seat): string => {
  const mine = turn === view.seat;
  if (view.trick.length === 0) return mine ? 'Your lead.' : `${nameOf(view, turn)} leads.`;
  const led = view.suitLed === null ? '' : `: ${view.suitLed} led`;
  if (!mine) return `${nameOf(view, turn)} to play${led}.`;
  const follows = view.suitLed !== null && view.validActions.length < (view.self?.hand.length ?? 0);
  return follows ? `Your turn: follow ${view.suitLed}.` : `Your turn${led}.`;
};

/** "Your bid: beat 34", "Carlos to play: sixes led.", "Grandma takes the trick: 6 points." */
export function promptFor(view: PlayerView): string {
  switch (view.phase) {
    case 'bidding':
      if (view.turn === view.seat)
        return view.contract ? `Your bid: beat ${bidLabel(view.contract)}.` : 'Your bid.';
      return `${nameOf(view, view.turn)} is bidding.`;
    case 'trump':
      return view.turn === view.seat
        ? `You won the bid at ${bidLabel(view.contract)}: name trump.`
        : `${nameOf(view, view.turn)} is naming trump.`;
    case 'playing':
      if (view.sittingOut !== null && view.sittingOut === view.seat && view.turn !== view.seat)
        return `You sit out this hand (${trumpLabel(view.trump).toLowerCase()}). ${playing(view, view.turn)}`;
      return playing(view, view.turn);
    case 'trick-complete': {
      const winner = finishedTrickWinner(view);
      const points = view.trick.reduce((sum, play) => sum + countOf(play.domino), 1);
      return winner === null
        ? 'Trick complete.'
        : `${nameOf(view, winner)} ${winner === view.seat ? 'take' : 'takes'} the trick: ${points} ${points === 1 ? 'point' : 'points'}.`;
    }
    case 'hand-complete':
      return 'The hand is over.';
    case 'game-over':
      return 'The game is over.';
  }
}
