// How a hand and a game ended, told from the viewer's side: who bid, made or set and by how
// much, the marks (or game points) it awarded, and who won the game.
import { MOST_STARS, TEAMS, marksOfShare, teamOf } from '@texas42/shared';
import type { HandOutcome, PlayerView, Seat, Team } from '@texas42/shared';
import { sideOf } from '../table-view-model';
import type { BySide, TableDailyResult, TableGameResult, TableHandResult } from '../table-view-model';
import { bidLabel, gamePointsLabel, marksLabel, pointsLabel } from '../../../lib/labels';

const bySide = <T>(viewer: Seat, values: readonly [T, T]): BySide<T> => {
  const mine = teamOf(viewer);
  return { us: values[mine], them: values[(1 - mine) as Team] };
};

/** "34 points, 4 to spare", "1 point, short by 31", "took every trick", "lost a trick". */
const margin = (outcome: HandOutcome, bidderPoints: number): string => {
  const { contract, made, trump } = outcome;
  if (trump === 'nello') return made ? 'lost every trick' : 'took a trick';
  if (contract.kind !== 'points') return made ? 'took every trick' : 'lost a trick';
  const over = bidderPoints - contract.value;
  const taken = pointsLabel(bidderPoints);
  if (made) return over === 0 ? `${taken}, exactly enough` : `${taken}, ${over} to spare`;
  return `${taken}, short by ${-over}`;
};

/** "1 mark to us", "2 marks to them", "38 game points to us, 4 to them". */
const award = (view: PlayerView, viewer: Seat, outcome: HandOutcome): string => {
  if (view.settings.target.kind === 'points') {
    const points = bySide(viewer, outcome.gamePoints);
    return `${gamePointsLabel(points.us)} to us, ${points.them} to them`;
  }
  const team = TEAMS.find((t) => outcome.marks[t] > 0) ?? 0;
  return `${marksLabel(outcome.marks[team])} to ${sideOf(viewer, team) === 'us' ? 'us' : 'them'}`;
};

/** The hand's result while the table shows it (hand complete), else null. */
export function handResult(view: PlayerView, viewer: Seat): TableHandResult | null {
  const outcome = view.outcome;
  if (outcome === null || view.phase !== 'hand-complete') return null;
  return handResultOf(view, viewer, outcome);
}

/** How `outcome` ended a hand at the table of `view`, from `viewer`'s side. */
export function handResultOf(view: PlayerView, viewer: Seat, outcome: HandOutcome): TableHandResult {
  const bidder = outcome.contract.bidder;
  const bidders = sideOf(viewer, teamOf(bidder));
  const who = bidder === view.seat ? 'You' : view.players[bidder].name;
  const bid = bidLabel(outcome.contract);
  return {
    headline: outcome.made
      ? `${who} made ${bid}!`
      : `${who} ${bidder === view.seat ? 'were' : 'was'} set on ${bid}`,
    detail: margin(outcome, outcome.points[teamOf(bidder)]),
    made: outcome.made,
    bidders,
    points: bySide(viewer, outcome.points),
    award: award(view, viewer, outcome),
    good: (bidders === 'us') === outcome.made,
  };
}

/** A team by its players' names, as a watcher's score bar names it: bottom & top for the
 * viewer's side, left & right for the other ("Ann & AI 3"). */
const teamNames = (view: PlayerView, viewer: Seat, team: Team): string => {
  const first = (sideOf(viewer, team) === 'us' ? viewer : (viewer + 1) % 4) as Seat;
  return `${view.players[first].name} & ${view.players[((first + 2) % 4) as Seat].name}`;
};

/** The game's result once it is over, else null. */
export function gameResult(view: PlayerView, viewer: Seat): TableGameResult | null {
  if (view.winner === null) return null;
  const winner = sideOf(viewer, view.winner);
  const points = view.settings.target.kind === 'points';
  const totals = bySide(viewer, points ? view.gamePoints : view.marks);
  const [high, low] = winner === 'us' ? [totals.us, totals.them] : [totals.them, totals.us];
  const watching = view.seat === null;
  return {
    winner,
    headline: watching
      ? `${teamNames(view, viewer, view.winner)} win`
      : winner === 'us'
        ? 'You win!'
        : 'They win',
    detail: `${points ? pointsLabel(high) : marksLabel(high)} to ${low}`,
    replayLink: view.replayLink,
  };
}

/** The daily deal's result once its table has ended and been rated, else null: stars against
 * perfect play (null for a hand the solver could not rate), and the share's squares. */
export function dailyResult(view: PlayerView, viewer: Seat): TableDailyResult | null {
  const result = view.result;
  if (result?.kind !== 'daily-challenge' || result.shareText === undefined) return null;
  return {
    stars: result.stars ?? null,
    starsOf: MOST_STARS,
    points: result.outcome.points[teamOf(viewer)],
    headline: handResult(view, viewer)?.headline ?? '',
    shareText: result.shareText,
    tricks: marksOfShare(result.shareText),
  };
}
