import { describe, expect, it } from 'vitest';
import { playedHandFromState, playedHandsOf, reviewHand } from '../ai';
import { decodeGame, recordOf } from '../codec';
import { answerSeat, configureRoom, dailyTable, joinRoom, singleHand, takeSeat } from '../room';
import { must, roomWith, started, startedOnline, stepUntil } from '../room/test-support/rooms';
import { finishedGame } from './finished-game';

const finished = (room: Parameters<typeof started>[0]) =>
  stepUntil(started(room), (r) => r.status === 'finished');

describe('a finished game', () => {
  const done = finished(roomWith('Bob'));
  const game = finishedGame(done)!;

  it('is none while the game is being played', () => {
    expect(finishedGame(started(roomWith('Bob')))).toBeNull();
  });

  it("holds every hand played, whose marks add up to the game's final marks", () => {
    expect(game.kind).toBe('game');
    expect(game.hands.length).toBeGreaterThan(1);
    const marks = [0, 1].map((team) => game.hands.reduce((sum, hand) => sum + hand.marks[team]!, 0));
    expect(marks).toEqual([...done.game!.marks]);
    expect(game.score).toEqual(done.game!.marks);
    expect(game.unit).toBe('marks');
    expect(game.winner).toBe(done.game!.winner);
  });

  it("counts the points each seat's plays gave away, as the hand review finds them", () => {
    const record = recordOf(done.game!);
    const reviews = playedHandsOf(record, record.actions).map(reviewHand);
    const judged = reviews.filter((review) => review.notReviewed === null);
    expect(game.handsReviewed).toBe(judged.length);
    expect(game.pointsLost).toEqual(
      [0, 1, 2, 3].map((seat) => judged.reduce((sum, review) => sum + review.lostBySeat[seat]!, 0)),
    );
    // The AIs at this table play well, not perfectly: the review finds something somewhere.
    expect(game.pointsLost.some((points) => points > 0)).toBe(true);
  });

  it('names everyone at the table and links to the replay of the whole game', () => {
    expect(game.names).toEqual(['Ann', 'Bob', 'AI 3', 'AI 4']);
    const replayed = decodeGame(game.replayLink!);
    expect(replayed.ok && replayed.value.actions.length).toBeGreaterThan(100);
  });

  it('has an id of its own at its table, the same every time it is read', () => {
    expect(finishedGame(done)!.id).toBe(game.id);
    const online = stepUntil(startedOnline(roomWith('Bob')), (r) => r.status === 'finished');
    expect(finishedGame(online)!.id).not.toBe(game.id);
    expect(finishedGame(online)!.id.startsWith(`${done.id}.`)).toBe(true);
  });

  it('of a single hand is scored in the points the teams took', () => {
    const short = finished(
      must(configureRoom(roomWith('Bob'), { uid: 'ann', transformers: [singleHand()] })),
    );
    const hand = finishedGame(short)!;
    expect(hand).toMatchObject({ kind: 'single-hand', unit: 'points', winner: short.result!.winner });
    expect(hand.hands).toEqual([short.result!.outcome]);
    expect(hand.score).toEqual(short.result!.outcome.points);
  });

  it('of a daily challenge has no replay link (everyone plays that deal all day)', () => {
    const daily = stepUntil(
      must(dailyTable({ id: 'daily-1', uid: 'ann', name: 'Ann', seed: 9, now: Date.UTC(2025, 0, 15) })),
      (r) => r.status === 'finished',
    );
    expect(finishedGame(daily)).toMatchObject({ kind: 'daily-challenge', replayLink: null });
  });
});

describe('a finished game whose seat changed hands', () => {
  it('charges the seat’s holder at the end only with the plays they made', () => {
    // One hand; two tricks in, Bob takes the AI's seat 1 (the host lets him in).
    const table = must(configureRoom(roomWith(), { uid: 'ann', transformers: [singleHand()] }));
    const twoTricksIn = stepUntil(
      started(table),
      (r) => r.game!.phase === 'playing' && r.game!.tricks.length === 2,
    );
    const watching = must(joinRoom(twoTricksIn, { uid: 'bob', name: 'Bob', code: twoTricksIn.code }));
    const asking = must(takeSeat(watching, { uid: 'bob', seat: 1 }));
    const seated = must(answerSeat(asking, { uid: 'ann', watcher: 'bob', accept: true }));
    const done = stepUntil(seated, (r) => r.status === 'finished');
    const review = reviewHand(playedHandFromState(done.game!)!);
    const seat1 = review.marks.filter((mark) => mark.seat === 1);
    const bobs = seat1.filter((mark) => mark.index >= 8).reduce((sum, mark) => sum + mark.lost, 0);
    expect(finishedGame(done)!.pointsLost[1]).toBe(bobs);
    // The AI's plays before Bob sat down gave points away: charging them to Bob would show.
    expect(seat1.some((mark) => mark.index < 8 && mark.lost > 0)).toBe(true);
    // The others' seats never changed hands: all their plays count.
    expect(finishedGame(done)!.pointsLost[0]).toBe(review.lostBySeat[0]);
  });
});
