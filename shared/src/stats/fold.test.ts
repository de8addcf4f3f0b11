import { describe, expect, it } from 'vitest';
import type { HandOutcome, Seat, Trump } from '../engine';
import { answerSeat, configureRoom, joinRoom, leaveRoom, takeSeat } from '../room';
import type { Room } from '../room';
import { NOW, keyFor, must, roomWith, started, stepUntil } from '../room/test-support/rooms';
import { finishedGame } from './finished-game';
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
  heldAtBid: hands.map(() => [true, true, true, true]),
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

/** How many plays of the hand being played have been made. */
const playsMade = (room: Room): number =>
  room.game!.tricks.reduce((sum, trick) => sum + trick.plays.length, 0) + room.game!.trick.length;

/** Ann's game with Bob to `marks` marks, dealt so that Bob (seat 1) wins the first bid. */
const bobBidsFirst = (marks: number): Room =>
  started(
    must(
      configureRoom(roomWith('Bob'), { uid: 'ann', settings: { target: { kind: 'marks', value: marks } } }),
    ),
    12,
  );

/** `room` with Bob leaving once trump is named (his seat goes to the AI) and Cy let into his seat
 * three plays later. */
const cyTakesBobsSeat = (room: Room): Room => {
  const named = stepUntil(room, (r) => r.game!.phase === 'playing');
  const left = must(leaveRoom(named, { uid: 'bob', dealKey: keyFor(named), now: NOW }));
  const threePlays = stepUntil(left, (r) => playsMade(r) === 3);
  const watching = must(joinRoom(threePlays, { uid: 'cy', name: 'Cy', code: threePlays.code }));
  const asking = must(takeSeat(watching, { uid: 'cy', seat: 1 }));
  return must(answerSeat(asking, { uid: 'ann', watcher: 'cy', accept: true }));
};

const finishedFrom = (room: Room): FinishedGame =>
  finishedGame(stepUntil(room, (r) => r.status === 'finished'))!;

describe('folding a game whose seat changed hands', () => {
  it('credits the bid to the person who made it, not to a newcomer who took the seat later', () => {
    const table = cyTakesBobsSeat(bobBidsFirst(1));
    expect(table.seatHistory.filter((taken) => taken.seat === 1)).toMatchObject([
      { name: 'Bob', hand: 1, play: 0 },
      { name: 'AI 2', hand: 1, play: 0 },
      { name: 'Cy', hand: 1, play: 3 },
    ]);
    const game = finishedFrom(table);
    expect(game.hands.map((hand) => hand.contract.bidder)).toEqual([1]);
    // Cy finished the game in Bob's seat, but the one hand was Bob's from its bid.
    const cy = withGame(emptyStats(), game, 1, JAN, true);
    expect(cy.totals.bids).toEqual({});
    expect(cy.totals).toMatchObject({ games: 1, hands: 0, handsWon: 0, marks: 0 });
    expect(cy.recent[0]).toMatchObject({ hands: 1, partner: 'AI 4' });
    // The others held their seats throughout: the hand is theirs as before.
    const ann = withGame(emptyStats(), game, 0, JAN, true);
    expect(ann.totals).toMatchObject({ hands: 1, handsWon: game.hands[0]!.made ? 0 : 1 });
  });

  it('credits a newcomer with the hands and bids from the first hand they sat down to', () => {
    const game = finishedFrom(cyTakesBobsSeat(bobBidsFirst(4)));
    const later = game.hands.slice(1);
    // Bob bid the first hand; Cy bids a later one in the same seat.
    expect(game.hands[0]!.contract.bidder).toBe(1);
    const cysBids = later.filter((hand) => hand.contract.bidder === 1);
    expect(cysBids.length).toBeGreaterThan(0);
    const cy = withGame(emptyStats(), game, 1, JAN, true);
    expect(cy.totals.hands).toBe(later.length);
    expect(cy.totals.marks).toBe(later.reduce((sum, hand) => sum + hand.marks[1], 0));
    const made = cysBids.filter((hand) => hand.made).length;
    expect(cy.totals.bids).toEqual({ '33': { won: cysBids.length, made, set: cysBids.length - made } });
  });

  it('credits the bidder when nobody changed seats', () => {
    const game = finishedFrom(bobBidsFirst(1));
    const bob = withGame(emptyStats(), game, 1, JAN, true);
    const { made } = game.hands[0]!;
    expect(bob.totals.hands).toBe(1);
    expect(bob.totals.bids).toEqual({ '33': { won: 1, made: made ? 1 : 0, set: made ? 0 : 1 } });
  });

  it('keeps the bid of a bidder who left before leading and came back to the seat', () => {
    const named = stepUntil(bobBidsFirst(1), (r) => r.game!.phase === 'playing');
    const left = must(leaveRoom(named, { uid: 'bob', dealKey: keyFor(named), now: NOW }));
    const threePlays = stepUntil(left, (r) => playsMade(r) === 3);
    const watching = must(joinRoom(threePlays, { uid: 'bob', name: 'Bob', code: threePlays.code }));
    const back = must(takeSeat(watching, { uid: 'bob', seat: 1 }));
    expect(back.seats[1].uid).toBe('bob');
    const bob = withGame(emptyStats(), finishedFrom(back), 1, JAN, true);
    expect(bob.totals.hands).toBe(1);
    expect(bob.totals.bids['33']?.won).toBe(1);
  });
});
