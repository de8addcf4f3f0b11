// "Read the table": the whole table in a few sentences for a player who cannot look at it (the
// contract and trump, the trick on the table, the score, whose move it is), and the last trick
// taken, said again on request. A table of one hand (a lesson, the daily deal) keeps no marks, so
// its score is this hand's points alone, as its score strip shows, and its hand is "this hand",
// not "Hand 1".
import { describeBid, teamOf, trickPoints } from '@texas42/shared';
import type { PlayerView, Seat, Team, Trick } from '@texas42/shared';
import { marksLabel, pointsLabel, targetLabel, trumpLabel } from '../../../lib/labels';
import { playReasons } from './play-reasons';
import { finishedTrickWinner, promptFor } from './prompt';
import { playsSaid } from './spoken';

/** "you" for the viewer, else the seat's name. */
const named = (view: PlayerView, seat: Seat) => (seat === view.seat ? 'you' : view.players[seat].name);

/** The hand the reading is of: "Hand 3" in a game; "This hand" at a table of one hand (`oneHand`),
 * where its number, always 1, would only be noise. */
const handName = (view: PlayerView, oneHand: boolean) => (oneHand ? 'This hand' : `Hand ${view.handNumber}`);

/** The bid being played, or the bidding so far. */
function contractRead(view: PlayerView, oneHand: boolean): string {
  const contract = view.contract;
  const hand = handName(view, oneHand);
  if (view.phase === 'bidding')
    return contract === null
      ? `${hand}, bidding: no bid yet.`
      : `${hand}, bidding: high bid ${describeBid(contract)} by ${named(view, contract.bidder)}.`;
  if (contract === null) return `${hand}.`;
  const trump = view.trump === null ? 'trump not named yet' : `${trumpLabel(view.trump).toLowerCase()} trump`;
  return `${hand}: ${describeBid(contract)} by ${named(view, contract.bidder)}, ${trump}.`;
}

/** The trick on the table, while the hand is played. */
function trickRead(view: PlayerView): string | null {
  if (view.phase !== 'playing' && view.phase !== 'trick-complete') return null;
  const number = Math.min(view.tricks.length + 1, 7);
  return view.trick.length === 0
    ? `Trick ${number}: nothing played yet.`
    : `Trick ${number}: ${playsSaid(view, view.trick)}.`;
}

/** This hand's points and the game's marks (or game points), the viewer's side first; at a table
 * of one hand (`oneHand`), this hand's points and that the table plays one hand. */
function scoreRead(view: PlayerView, viewer: Seat, oneHand: boolean): string {
  const mine = teamOf(viewer);
  const theirs = (1 - mine) as Team;
  const [us, them] = view.seat === null ? [`team ${mine + 1}`, `team ${theirs + 1}`] : ['us', 'them'];
  const hand = `Score this hand: ${us} ${view.points[mine]}, ${them} ${view.points[theirs]}.`;
  if (oneHand) return `${hand} Playing one hand.`;
  const byPoints = view.settings.target.kind === 'points';
  const game = byPoints ? view.gamePoints : view.marks;
  const say = byPoints ? pointsLabel : marksLabel;
  return `${hand} Game: ${us} ${say(game[mine])}, ${them} ${game[theirs]}, playing to ${targetLabel(view.settings)}.`;
}

/** The table as sentences: contract and trump, the trick, the score, and whose move it is. At a
 * table of one hand (`oneHand`: a lesson, the daily deal) the hand has no number and the score no
 * marks. */
export function tableReading(view: PlayerView, viewer: Seat, oneHand = false): string[] {
  const trick = trickRead(view);
  return [
    contractRead(view, oneHand),
    ...(trick ? [trick] : []),
    scoreRead(view, viewer, oneHand),
    promptFor(view),
  ];
}

/** The last trick taken this hand (or the one just completed on the table), said again; at a table
 * with hints on, with why each AI played what it did (play-reasons.ts), `viewer` being "you". */
export function lastTrickReading(view: PlayerView, viewer: Seat = view.seat ?? 0): string {
  const winner = finishedTrickWinner(view);
  const last: Trick | undefined =
    winner === null ? view.tricks.at(-1) : { plays: view.trick, winner, points: trickPoints(view.trick) };
  if (last === undefined) return 'No trick taken yet this hand.';
  const number = winner === null ? view.tricks.length : view.tricks.length + 1;
  const before = view.tricks.slice(0, number - 1);
  const reasons = playReasons(view, viewer, last.plays, before).flatMap((why) => (why ? [why.spoken] : []));
  return [
    `Last trick, trick ${number}: ${playsSaid(view, last.plays)}.`,
    `${named(view, last.winner).replace(/^you$/, 'You')} took it: ${pointsLabel(last.points)}.`,
    ...reasons,
  ].join(' ');
}
