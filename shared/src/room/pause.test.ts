import { describe, expect, it } from 'vitest';
import { claimTimeout } from './play';
import { setAway } from './away';
import { leaveRoom } from './membership';
import { isPaused, resumedAt } from './pause';
import type { Room } from './room';
import { configureRoom } from './setup';
import { NOW, eager, must, refused, roomWith, started, stepUntil } from './test-support/rooms';

// Ann (0, host) and Bob (1) play with two AI seats; at NOW it is Bob's turn.
const withClock = (limit: number | null): Room =>
  stepUntil(
    started(must(configureRoom(roomWith('Bob'), { uid: 'ann', turnTimeLimit: limit }))),
    (r) => r.game!.turn === 1,
  );

/** `room` with Ann stepping away at NOW. */
const annAway = (room: Room): Room => must(setAway(room, { uid: 'ann', seat: 0, away: true, now: NOW }));

/** `room` with Ann, then Bob, stepping away at NOW: the table pauses on Bob's turn. */
const bothAway = (room: Room): Room =>
  must(setAway(annAway(room), { uid: 'bob', seat: 1, away: true, now: NOW }));

const LATER = NOW + 600_000;

/** Bob says he's back at LATER, the change as the service makes it. */
const bobBack = (room: Room): Room =>
  resumedAt(room, must(setAway(room, { uid: 'bob', seat: 1, away: false, now: LATER })), LATER);

describe('a paused table', () => {
  it('is a game in play with nobody at it who is not away, or nobody at all', () => {
    const table = withClock(60_000);
    expect(isPaused(table)).toBe(false);
    expect(isPaused(annAway(table))).toBe(false);
    expect(isPaused(bothAway(table))).toBe(true);
    const gone = ['ann', 'bob'].reduce((room, uid) => must(leaveRoom(room, { uid, now: NOW })), table);
    expect(isPaused(gone)).toBe(true);
    expect(isPaused(roomWith('Bob'))).toBe(false);
  });

  it('lets no claim move it on, however long its clock has run out, until someone is back', () => {
    const paused = bothAway(withClock(60_000));
    // Ann's app is open though she is away: her claim would have the AI make Bob's move.
    const claim = claimTimeout(paused, { uid: 'ann', now: LATER, strategy: eager });
    expect(refused(claim)).toEqual({
      code: 'room/nothing-to-claim',
      message: 'Everyone here is away: the table waits until someone is back',
    });
    const back = must(setAway(paused, { uid: 'ann', seat: 0, away: false, now: LATER }));
    expect(must(claimTimeout(back, { uid: 'ann', now: LATER, strategy: eager })).seats[1].away).toBe(true);
  });

  it('begins the turn owed afresh when the first person comes back, so time is not called on them at once', () => {
    const paused = bothAway(withClock(60_000));
    expect(paused).toMatchObject({ turnSince: NOW, turnDeadline: NOW + 60_000 });
    const back = bobBack(paused);
    expect(back).toMatchObject({ turnSince: LATER, turnDeadline: LATER + 60_000 });
    expect(back.seats[1].away).toBe(false);
    const claim = claimTimeout(back, { uid: 'ann', now: LATER + 1_000, strategy: eager });
    expect(refused(claim)).toEqual({ code: 'room/too-early', message: 'Time runs out in 59 s' });
  });

  it('counts a silent turn at a table without a clock from the moment someone is back', () => {
    const back = bobBack(bothAway(withClock(null)));
    expect(back).toMatchObject({ turnSince: LATER, turnDeadline: null });
    const claim = claimTimeout(back, { uid: 'ann', now: LATER + 1_000, strategy: eager });
    expect(refused(claim)).toEqual({ code: 'room/too-early', message: 'The AI can take over in 29 s' });
  });

  it('leaves the clock as it was when a change ends no pause', () => {
    const table = withClock(60_000);
    const onlyAnnAway = annAway(table);
    const annBack = must(setAway(onlyAnnAway, { uid: 'ann', seat: 0, away: false, now: LATER }));
    expect(resumedAt(onlyAnnAway, annBack, LATER)).toBe(annBack);
    const paused = bothAway(table);
    const aiLevel = must(configureRoom(paused, { uid: 'ann', aiLevel: 'medium' }));
    expect(resumedAt(paused, aiLevel, LATER)).toBe(aiLevel);
  });
});
