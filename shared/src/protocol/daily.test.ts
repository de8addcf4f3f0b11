import { describe, expect, it } from 'vitest';
import { teamOf } from '../engine';
import { testKey } from '../engine/test-support/keys';
import { dailyTable } from '../room';
import type { Room } from '../room';
import { NOW, annsRoom, must, started, stepUntil } from '../room/test-support/rooms';
import { withDailyStars } from '../stats';
import { dailyEnding, standingWith } from './daily';
import type { DailyResultDoc } from './daily';

const daily = (): Room =>
  must(dailyTable({ id: 'daily-1', uid: 'ann', name: 'Ann', seed: 9, now: NOW, dealKey: testKey(5) }));

const result = (points: number, ourBid: boolean, made: boolean, counted = true): DailyResultDoc => ({
  date: '2023-11-14',
  roomId: 'r',
  contract: { kind: 'points', value: 30 },
  ourBid,
  made,
  points,
  stars: 0,
  tricks: '',
  counted,
});

describe('the daily deal kept by the server', () => {
  it('finds the result only in the change that ends a daily table', () => {
    const room = daily();
    const ended = stepUntil(room, (r) => r.status === 'finished');
    const before = stepUntil(room, (r) => r.version === ended.version - 1);
    // The result as kept: rated as the table ends (shared/src/stats/daily-stars.ts).
    const over = withDailyStars(before, ended);
    const ending = dailyEnding(before, over)!;
    const outcome = over.result!.outcome;
    expect(ending).toEqual({
      date: '2023-11-14',
      uid: 'ann',
      result: {
        date: '2023-11-14',
        roomId: 'daily-1',
        contract: { kind: outcome.contract.kind, value: outcome.contract.value },
        ourBid: teamOf(outcome.contract.bidder) === 0,
        made: outcome.made,
        points: outcome.points[0],
        stars: over.result!.stars,
        tricks: over.result!.shareText!.split('\n')[1],
      },
    });
    expect(ending.result.tricks).toMatch(/^[🟩🟨🟥⬜]{7}$/u);
    // Not before the end, not after it, and never at an ordinary table.
    expect(dailyEnding(room, before)).toBeNull();
    expect(dailyEnding(over, over)).toBeNull();
    const ordinary = started(annsRoom());
    expect(dailyEnding(ordinary, { ...ordinary, status: 'finished' } as Room)).toBeNull();
  });

  it('counts each result into the day: players, bids made, best points', () => {
    const first = standingWith(null, result(20, true, false));
    expect(first).toEqual({ date: '2023-11-14', players: 1, madeBid: 0, bestPoints: 20 });
    const second = standingWith(first, result(34, true, true));
    expect(second).toEqual({ date: '2023-11-14', players: 2, madeBid: 1, bestPoints: 34 });
    // Setting the other team's bid is no bid made; a lower score leaves the best.
    expect(standingWith(second, result(30, false, false))).toEqual({
      date: '2023-11-14',
      players: 3,
      madeBid: 1,
      bestPoints: 34,
    });
  });

  it('leaves the day as it was for a guest’s result: anyone can be any number of guests', () => {
    const first = standingWith(null, result(20, true, false));
    expect(standingWith(first, result(42, true, true, false))).toBe(first);
    expect(standingWith(null, result(42, true, true, false))).toBeNull();
  });
});
