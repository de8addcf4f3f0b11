// Folding one finished game into a seated person's statistics: their team's hands, the bids they
// won (by level, and the special contracts), the game's result in the totals and in its month,
// and a line in their history. Only the hands they held the seat for when each was bid are theirs
// (someone who sat down later is not credited with the bids and results of the hands before).
// Recording a game already in the history changes nothing, so a device that sees the same
// finished game twice counts it once.

import { describeBid, partnerOf, teamOf } from '../engine';
import type { HandOutcome, Seat, Team } from '../engine';
import type { FinishedGame } from './finished-game';
import { RECENT_GAMES, STATS_FORMAT, TREND_MONTHS, emptyTotals } from './person-stats';
import type { ContractTally, PersonStats, RecentGame, SpecialContract, Totals } from './person-stats';

/** The team that took the hand: the bidders when they made it, else their opponents. */
const handWinner = (hand: HandOutcome): Team =>
  hand.made ? teamOf(hand.contract.bidder) : ((1 - teamOf(hand.contract.bidder)) as Team);

/** The special contract a hand was played as, if any. */
const specialOf = (hand: HandOutcome): SpecialContract | null => {
  if (hand.contract.kind === 'plunge' || hand.contract.kind === 'splash') return hand.contract.kind;
  return hand.trump === 'nello' || hand.trump === 'sevens' ? hand.trump : null;
};

const tallied = (tally: ContractTally | undefined, made: boolean): ContractTally => ({
  won: (tally?.won ?? 0) + 1,
  made: (tally?.made ?? 0) + (made ? 1 : 0),
  set: (tally?.set ?? 0) + (made ? 0 : 1),
});

/** `totals` with one hand added, as the person in `seat` saw it. */
const withHand = (totals: Totals, hand: HandOutcome, seat: Seat): Totals => {
  const team = teamOf(seat);
  let { bids, specials } = totals;
  if (hand.contract.bidder === seat) {
    const level = describeBid(hand.contract);
    const special = specialOf(hand);
    // Splash and plunge are levels of their own; a nello or sevens bid keeps its level.
    if (hand.contract.kind === 'points' || hand.contract.kind === 'marks')
      bids = { ...bids, [level]: tallied(bids[level], hand.made) };
    if (special !== null) specials = { ...specials, [special]: tallied(specials[special], hand.made) };
  }
  return {
    ...totals,
    hands: totals.hands + 1,
    handsWon: totals.handsWon + (handWinner(hand) === team ? 1 : 0),
    marks: totals.marks + hand.marks[team],
    bids,
    specials,
  };
};

/** The hands of `game` that are the person's in `seat` at the end: those they held it for when
 * the hand was bid. */
const ownHands = (game: FinishedGame, seat: Seat): HandOutcome[] =>
  game.hands.filter((_, index) => game.heldAtBid[index]![seat]);

/** `totals` with the whole game added for the person in `seat`. */
const withGameTotals = (totals: Totals, game: FinishedGame, seat: Seat): Totals => {
  const hands = ownHands(game, seat).reduce((sum, hand) => withHand(sum, hand, seat), totals);
  return {
    ...hands,
    games: hands.games + 1,
    gamesWon: hands.gamesWon + (game.winner === teamOf(seat) ? 1 : 0),
    handsReviewed: hands.handsReviewed + game.handsReviewed,
    pointsLost: hands.pointsLost + game.pointsLost[seat],
  };
};

/** The calendar month (UTC) of a moment, written YYYY-MM. */
export const monthOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

/** The history line of `game` for the person in `seat`. */
const recentOf = (game: FinishedGame, seat: Seat, at: number, online: boolean): RecentGame => {
  const team = teamOf(seat);
  const left = ((seat + 1) & 3) as Seat;
  return {
    id: game.id,
    at,
    kind: game.kind,
    online,
    won: game.winner === team,
    score: [game.score[team], game.score[1 - team]!],
    unit: game.unit,
    hands: game.hands.length,
    partner: game.names[partnerOf(seat)],
    opponents: [game.names[left], game.names[partnerOf(left)]],
    replayLink: game.replayLink,
  };
};

/** True when the game with this id is in the person's history (counted already). */
export const hasGame = (stats: PersonStats, id: string): boolean =>
  stats.recent.some((recent) => recent.id === id);

/** `stats` with `game` counted for the person who sat in `seat` at its end, ended at `at` (ms
 * since the epoch); unchanged when the game is already in the person's history. */
export const withGame = (
  stats: PersonStats,
  game: FinishedGame,
  seat: Seat,
  at: number,
  online: boolean,
): PersonStats => {
  if (hasGame(stats, game.id)) return stats;
  const month = monthOf(at);
  const current = stats.months.find((m) => m.month === month) ?? { month, ...emptyTotals() };
  const months = [
    ...stats.months.filter((m) => m.month !== month),
    { ...withGameTotals(current, game, seat), month },
  ].sort((a, b) => a.month.localeCompare(b.month));
  return {
    format: STATS_FORMAT,
    totals: withGameTotals(stats.totals, game, seat),
    months: months.slice(-TREND_MONTHS),
    recent: [recentOf(game, seat, at, online), ...stats.recent].slice(0, RECENT_GAMES),
  };
};
