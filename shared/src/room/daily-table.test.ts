import { describe, expect, it } from 'vitest';
import { createGame, createKeyedGame } from '../engine';
import { testKey } from '../engine/test-support/keys';
import { dailyDateOn } from './daily-table';
import { joinRoom, leaveRoom } from './membership';
import { dailyChallenge, singleHand } from './registry';
import { configureRoom, startGame } from './setup';
import { NOW, NOW_DAY, annsDaily, annsRoom, refused, stepUntil } from './test-support/rooms';

const DAY = NOW_DAY;

describe('the daily table', () => {
  it('takes its day from the time it is given, in UTC', () => {
    expect(dailyDateOn(NOW)).toBe(DAY);
    expect(dailyDateOn(Date.UTC(2026, 10, 26, 23, 59, 59))).toBe('2026-11-26');
    expect(dailyDateOn(Date.UTC(2026, 10, 27, 0, 0, 0))).toBe('2026-11-27');
  });

  it('seats the player in seat 0 against three AIs and deals the day at once', () => {
    const room = annsDaily(5);
    expect(room.status).toBe('playing');
    expect(room.hostUid).toBe('ann');
    expect(room.seats.map((slot) => slot.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
    expect(room.transformers).toEqual([dailyChallenge(DAY)]);
    expect(room.game).toEqual(createKeyedGame(room.settings, testKey(5)));
    // Offline there is no server key: the seed deals a practice deal.
    expect(annsDaily().game).toEqual(createGame(room.settings, 9));
  });

  it('plays one hand and ends on its outcome (the stars are added from the solver as it ends)', () => {
    const over = stepUntil(annsDaily(5), (room) => room.status === 'finished');
    expect(over.result).toEqual({
      kind: 'daily-challenge',
      winner: expect.any(Number),
      outcome: over.game!.outcome,
    });
    expect(over.result).not.toHaveProperty('stars');
  });

  it('is played alone and once: nobody joins, nobody deals it again, no host makes one', () => {
    const room = annsDaily(5);
    expect(refused(joinRoom(room, { uid: 'bob', name: 'Bob', code: room.code }))).toMatchObject({
      code: 'room/daily',
      message: expect.stringMatching(/nobody else joins/),
    });
    expect(refused(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: 'watch' })).code).toBe(
      'room/daily',
    );
    const over = stepUntil(room, (r) => r.status === 'finished');
    expect(refused(startGame(over, { uid: 'ann', dealKey: testKey(6), now: NOW })).code).toBe('room/daily');
    const mine = configureRoom(annsRoom(), {
      uid: 'ann',
      transformers: [singleHand(), dailyChallenge('2030-01-01')],
    });
    expect(refused(mine)).toMatchObject({ code: 'room/daily', message: expect.stringMatching(/Daily deal/) });
  });

  it('is never left: its table waits for its player, who is told how to come back', () => {
    const room = annsDaily(5);
    expect(refused(leaveRoom(room, { uid: 'ann', now: NOW }))).toEqual({
      code: 'room/daily',
      message:
        'The daily deal is played alone, once a day: its table stays yours, and Daily deal brings you back to it',
    });
    const over = stepUntil(room, (r) => r.status === 'finished');
    expect(refused(leaveRoom(over, { uid: 'ann', now: NOW }))).toMatchObject({
      code: 'room/daily',
      message: expect.stringMatching(/stays yours/),
    });
  });

  it('plays against the AI at one level for everyone: its host cannot change it', () => {
    const room = annsDaily(5);
    expect(refused(configureRoom(room, { uid: 'ann', aiLevel: 'heuristic' }))).toEqual({
      code: 'room/daily',
      message: 'The daily deal is played alone, once a day: everyone plays it against the same AI',
    });
    // Asking for the level it has changes nothing, as at any table.
    expect(configureRoom(room, { uid: 'ann', aiLevel: room.aiLevel })).toEqual({ ok: true, value: room });
    // An ordinary table's host still may, during a game too.
    expect(configureRoom(annsRoom(), { uid: 'ann', aiLevel: 'heuristic' }).ok).toBe(true);
  });
});
