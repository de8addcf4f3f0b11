// What the replay says about each step, in a player's words. A link carries no names, so the
// seats are "Seat 1" to "Seat 4" (seat 1 is the first seat of the table) and the teams are named
// by their seats.
import { dominoName, modeOf, teamOf, trickPoints, trickWinner } from '@texas42/shared';
import type { GameState, InPhase, Seat, Team } from '@texas42/shared';
import { bidLabel, marksLabel, pointsLabel, trumpLabel } from '../../../lib/labels';
import type { ReplayStep } from './replay-steps';

/** "Seat 1" .. "Seat 4". */
export const seatName = (seat: Seat): string => `Seat ${seat + 1}`;

/** "Seats 1 & 3" or "Seats 2 & 4". */
export const teamName = (team: Team): string => (team === 0 ? 'Seats 1 & 3' : 'Seats 2 & 4');

/** The winner of a complete trick lying on the table, with its points, or null. */
export const trickTaker = (state: GameState): { seat: Seat; points: number } | null =>
  state.phase === 'trick-complete'
    ? { seat: trickWinner(modeOf(state), state.trick), points: trickPoints(state.trick) }
    : null;

/** "Hand 2: Seat 3 shakes" (a redeal says everyone passed). */
const dealCaption = (state: GameState): string =>
  `Hand ${state.handNumber}: ${seatName(state.shaker)} shakes, ${seatName(state.turn ?? state.shaker)} bids first`;

/** How a hand ended: "Seat 2 made 31 with 34 points", "Seat 2 was set on 2 marks". */
const handOverCaption = (state: InPhase<'hand-complete'>): string => {
  const { outcome } = state;
  const bidder = seatName(outcome.contract.bidder);
  const bid = bidLabel(outcome.contract);
  const taken = pointsLabel(outcome.points[teamOf(outcome.contract.bidder)]);
  return outcome.made
    ? `Hand over: ${bidder} made ${bid} (${taken})`
    : `Hand over: ${bidder} was set on ${bid} (${taken})`;
};

const gameOverCaption = (state: InPhase<'game-over'>): string => {
  const { winner } = state;
  const points = state.settings.target.kind === 'points';
  const totals = points ? state.gamePoints : state.marks;
  const [high, low] = [totals[winner], totals[(1 - winner) as Team]];
  return `Game over: ${teamName(winner)} win, ${points ? pointsLabel(high) : marksLabel(high)} to ${low}`;
};

/** The sentence under the table for a step: what just happened. */
export function stepCaption(step: ReplayStep): string {
  const { action, state } = step;
  if (action === null || step.kind === 'deal') return dealCaption(state);
  // A hand-over step shows the hand complete, a game-over step the game over.
  if (state.phase === 'hand-complete') return handOverCaption(state);
  if (state.phase === 'game-over') return gameOverCaption(state);
  if (action.type === 'pass')
    return state.bids.length === 0
      ? `${seatName(action.seat)} passes. Everyone passed: shaken again, ${seatName(state.turn ?? 0)} bids first`
      : `${seatName(action.seat)} passes`;
  if (action.type === 'bid') return `${seatName(action.seat)} bids ${bidLabel(action)}`;
  if (action.type === 'select-trump') return `${seatName(action.seat)} names ${trumpLabel(action.trump)}`;
  if (action.type === 'play') {
    const lead = state.trick.length === 1;
    const played = `${seatName(action.seat)} ${lead ? 'leads' : 'plays'} ${dominoName(action.domino)}`;
    const taker = trickTaker(state);
    return taker === null
      ? played
      : `${played}. ${seatName(taker.seat)} takes trick ${state.tricks.length + 1} (${taker.points} ${taker.points === 1 ? 'point' : 'points'})`;
  }
  return '';
}
