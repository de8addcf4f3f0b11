import { describe, expect, it } from 'vitest';
import type { HandOutcome, Seat, Trump } from '../engine';
import type { FinishedGame } from './finished-game';
import { monthOf, withGame } from './fold';
import { RECENT_GAMES, TREND_MONTHS, emptyStats } from './person-stats';

/** A hand bid by `bidder` as `kind` `value`, played in `trump`, made or set. */
const hand = (
  bidder: Seat,
  kind: HandOutcome['contract']['kind'],
  value: number,
  trump: Trump,
  made: boolean,
): HandOutcome => {
  const marks = kind === 'points' ? 1 : value;
  const bidders = bidder & 1;
  const winner = made ? bidders : 1 - bidders;
  return {
    contract: { bidder, kind, value },
    trump,
    made,
    points: winner === 0 ? [30, 12] : [12, 30],
    marks: winner === 0 ? [marks, 0] : [0, marks],
    gamePoints: [0, 0],
  };
};

/** Ann (seat 0) and Cy (seat 2) against Bob (1) and Di (3), in these hands. */
const gameOf = (id: string, hands: HandOutcome[], winner: 0 | 1 = 0): FinishedGame => ({
  id,
  kind: 'game',
  hands,
  handsReviewed: 4, // the nello hand's plays are not judged
  pointsLost: [6, 0, 11, 2],
  winner,
  unit: 'marks',
  score: [7, 3],
  names: ['Ann', 'Bob', 'Cy', 'Di'],
  replayLink: 'abc',
});

const JAN = Date.UTC(2026, 0, 15);
const FEB = Date.UTC(2026, 1, 3);

const HANDS = [
  hand(0, 'points', 30, 'sixes', true), // Ann makes 30
  hand(0, 'marks', 2, 'nello', false), // Ann is set in nello for 2 marks
  hand(1, 'points', 31, 'fives', false), // Bob is set: Ann's team takes it
  hand(2, 'plunge', 4, 'doubles', true), // Cy's plunge is made
  hand(0, 'points', 30, 'sixes', true),
];

describe("folding a finished game into a person's statistics", () => {
  it("counts the person's team's hands and the bids they won by level and special contract", () => {
    const ann = withGame(emptyStats(), gameOf('g1', HANDS), 0, JAN, true);
    expect(ann.totals).toEqual({
      games: 1,
      gamesWon: 1,
      hands: 5,
      handsWon: 4,
      marks: 1 + 1 + 4 + 1,
      handsReviewed: 4,
      pointsLost: 6,
      bids: { '30': { won: 2, made: 2, set: 0 }, '2 marks': { won: 1, made: 0, set: 1 } },
      specials: {
        nello: { won: 1, made: 0, set: 1 },
        plunge: { won: 0, made: 0, set: 0 },
        splash: { won: 0, made: 0, set: 0 },
        sevens: { won: 0, made: 0, set: 0 },
      },
    });
  });

  it('counts the same game from the other side for an opponent', () => {
    const bob = withGame(emptyStats(), gameOf('g1', HANDS), 1, JAN, true);
    expect(bob.totals).toMatchObject({ games: 1, gamesWon: 0, hands: 5, handsWon: 1, marks: 2 });
    // Each person counts only what their own plays gave away, over every game they finished.
    expect(bob.totals).toMatchObject({ handsReviewed: 4, pointsLost: 0 });
    const cyTwice = withGame(
      withGame(emptyStats(), gameOf('g1', HANDS), 2, JAN, true),
      gameOf('g2', HANDS),
      2,
      FEB,
      true,
    );
    expect(cyTwice.totals).toMatchObject({ handsReviewed: 8, pointsLost: 22 });
    expect(cyTwice.months.map((m) => m.pointsLost)).toEqual([11, 11]);
    expect(bob.totals.bids).toEqual({ '31': { won: 1, made: 0, set: 1 } });
    const cy = withGame(emptyStats(), gameOf('g1', HANDS), 2, JAN, true);
    expect(cy.totals.specials.plunge).toEqual({ won: 1, made: 1, set: 0 });
    expect(cy.totals.bids).toEqual({});
  });

  it("writes a history line from the person's side: result, score, partner and opponents", () => {
    const bob = withGame(emptyStats(), gameOf('g1', HANDS), 1, JAN, false);
    expect(bob.recent).toEqual([
      {
        id: 'g1',
        at: JAN,
        kind: 'game',
        online: false,
        won: false,
        score: [3, 7],
        unit: 'marks',
        hands: 5,
        partner: 'Di',
        opponents: ['Cy', 'Ann'],
        replayLink: 'abc',
      },
    ]);
  });

  it('counts a game once however often it is recorded', () => {
    const once = withGame(emptyStats(), gameOf('g1', HANDS), 0, JAN, true);
    expect(withGame(once, gameOf('g1', HANDS), 0, FEB, true)).toBe(once);
  });

  it('keeps each month apart, oldest first, so the trend can be drawn', () => {
    let stats = withGame(emptyStats(), gameOf('g1', HANDS), 0, FEB, true);
    stats = withGame(stats, gameOf('g2', HANDS.slice(0, 2), 1), 0, JAN, true);
    stats = withGame(stats, gameOf('g3', HANDS.slice(0, 1)), 0, FEB, true);
    expect(stats.months.map((m) => [m.month, m.games, m.gamesWon, m.hands])).toEqual([
      ['2026-01', 1, 0, 2],
      ['2026-02', 2, 2, 6],
    ]);
    expect(stats.totals).toMatchObject({ games: 3, gamesWon: 2, hands: 8 });
    expect(stats.recent.map((r) => r.id)).toEqual(['g3', 'g2', 'g1']);
  });

  it('keeps the newest games and months only', () => {
    let stats = emptyStats();
    for (let i = 0; i < RECENT_GAMES + 5; i++)
      stats = withGame(stats, gameOf(`g${i}`, HANDS.slice(0, 1)), 0, Date.UTC(2020, i, 1), true);
    expect(stats.recent).toHaveLength(RECENT_GAMES);
    expect(stats.recent[0]!.id).toBe(`g${RECENT_GAMES + 4}`);
    expect(stats.months).toHaveLength(TREND_MONTHS);
    expect(stats.months.at(-1)!.month).toBe(monthOf(Date.UTC(2020, RECENT_GAMES + 4, 1)));
    expect(stats.totals.games).toBe(RECENT_GAMES + 5);
  });
});
