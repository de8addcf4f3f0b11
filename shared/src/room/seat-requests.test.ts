import { describe, expect, it } from 'vitest';
import { joinRoom, leaveRoom, takeSeat, watchTable } from './membership';
import type { Room } from './room';
import { answerCoach, removeWatcher } from './audience';
import { answerSeat, nextFreeSeat, waitForSeat } from './seat-requests';
import { viewFor } from './views';
import { NOW, must, refused, roomWith, started } from './test-support/rooms';

/** Ann (host), Bob and Cy playing, the AI in seat 3; Zed opened the invite during the game. */
const zedJoinsMidGame = (): Room => {
  const game = started(roomWith('Bob', 'Cy'));
  return must(joinRoom(game, { uid: 'zed', name: 'Zed', code: game.code }));
};

describe('a newcomer during a game', () => {
  it('watches rather than sits, and cannot read the hand of the seat the AI plays', () => {
    const room = zedJoinsMidGame();
    expect(room.seats[3]).toMatchObject({ uid: null, kind: 'ai' });
    expect(room.watchers).toEqual([{ uid: 'zed', name: 'Zed', coaching: null, asking: null }]);
    expect(must(viewFor(room, 'zed')).seat).toBeNull();
  });

  it('asking for the AI seat only records the request: the seat stays the AI’s', () => {
    const asked = must(takeSeat(zedJoinsMidGame(), { uid: 'zed', seat: 3 }));
    expect(asked.seats[3]).toMatchObject({ uid: null, kind: 'ai' });
    expect(asked.watchers[0]!.asking).toBe(3);
    expect(must(takeSeat(asked, { uid: 'zed', seat: 3 }))).toBe(asked);
    expect(refused(takeSeat(asked, { uid: 'zed', seat: 1 })).code).toBe('room/seat-taken');
  });

  it('takes the seat once the host agrees, and keeps watching when the host declines', () => {
    const asked = must(takeSeat(zedJoinsMidGame(), { uid: 'zed', seat: 3 }));
    const seated = must(answerSeat(asked, { uid: 'ann', watcher: 'zed', accept: true }));
    expect(seated.seats[3]).toMatchObject({ uid: 'zed', name: 'Zed', kind: 'human' });
    expect(seated.watchers).toEqual([]);
    expect(seated.satInGame).toContain('zed');
    expect(seated.version).toBe(asked.version + 1);

    const declined = must(answerSeat(asked, { uid: 'ann', watcher: 'zed', accept: false }));
    expect(declined.seats[3].uid).toBeNull();
    expect(declined.watchers).toEqual([{ uid: 'zed', name: 'Zed', coaching: null, asking: null }]);
  });

  it('lets nobody but the host, or the person who left the seat, answer', () => {
    const game = started(roomWith('Bob', 'Cy', 'Di'));
    const left = must(leaveRoom(game, { uid: 'di', now: NOW }));
    const joined = must(joinRoom(left, { uid: 'zed', name: 'Zed', code: left.code, joining: 'watch' }));
    const asked = must(takeSeat(joined, { uid: 'zed', seat: 3 }));
    expect(refused(answerSeat(asked, { uid: 'bob', watcher: 'zed', accept: true }))).toEqual({
      code: 'room/not-host',
      message: "Only the host can let someone play AI 4's seat",
    });
    expect(refused(answerSeat(asked, { uid: 'zed', watcher: 'zed', accept: true })).code).toBe(
      'room/not-host',
    );
    const diBack = must(joinRoom(asked, { uid: 'di', name: 'Di', code: asked.code, joining: 'watch' }));
    expect(must(answerSeat(diBack, { uid: 'di', watcher: 'zed', accept: true })).seats[3].uid).toBe('zed');
  });

  it('refuses an answer from the person who left the seat once the host sent them away', () => {
    const game = started(roomWith('Bob', 'Cy', 'Di'));
    const left = must(leaveRoom(game, { uid: 'di', now: NOW }));
    const diBack = must(joinRoom(left, { uid: 'di', name: 'Di', code: left.code, joining: 'watch' }));
    const sentAway = must(removeWatcher(diBack, { uid: 'ann', watcher: 'di' }));
    const joined = must(joinRoom(sentAway, { uid: 'zed', name: 'Zed', code: left.code, joining: 'watch' }));
    const asked = must(takeSeat(joined, { uid: 'zed', seat: 3 }));
    expect(asked.seats[3].formerUid).toBe('di');
    for (const accept of [true, false])
      expect(refused(answerSeat(asked, { uid: 'di', watcher: 'zed', accept }))).toEqual({
        code: 'room/removed',
        message: 'The host asked you to leave this table, so the host now answers for the seat you left',
      });
    // The host still answers.
    expect(must(answerSeat(asked, { uid: 'ann', watcher: 'zed', accept: true })).seats[3].uid).toBe('zed');
  });

  it('refuses an answer from the person who left the seat while they are not at the table', () => {
    const game = started(roomWith('Bob', 'Cy', 'Di'));
    const left = must(leaveRoom(game, { uid: 'di', now: NOW }));
    const joined = must(joinRoom(left, { uid: 'zed', name: 'Zed', code: left.code, joining: 'watch' }));
    const asked = must(takeSeat(joined, { uid: 'zed', seat: 3 }));
    expect(asked.seats[3].formerUid).toBe('di');
    for (const accept of [true, false])
      expect(refused(answerSeat(asked, { uid: 'di', watcher: 'zed', accept }))).toEqual({
        code: 'room/not-member',
        message: 'You are no longer at this table, so the host answers for the seat you left',
      });
    expect(must(answerSeat(asked, { uid: 'ann', watcher: 'zed', accept: true })).seats[3].uid).toBe('zed');
  });

  it('refuses an answer nobody asked for, and lets the request lapse when the seat changes hands', () => {
    const room = zedJoinsMidGame();
    expect(refused(answerSeat(room, { uid: 'ann', watcher: 'zed', accept: true })).code).toBe(
      'room/no-seat-request',
    );
    const game = started(roomWith('Bob', 'Cy', 'Di'));
    const left = must(leaveRoom(game, { uid: 'di', now: NOW }));
    const joined = must(joinRoom(left, { uid: 'zed', name: 'Zed', code: left.code }));
    const asked = must(takeSeat(joined, { uid: 'zed', seat: 3 }));
    const back = must(joinRoom(asked, { uid: 'di', name: 'Di', code: asked.code }));
    expect(back.seats[3].uid).toBe('di');
    expect(back.watchers[0]!.asking).toBeNull();
    expect(refused(answerSeat(back, { uid: 'ann', watcher: 'zed', accept: true })).code).toBe(
      'room/no-seat-request',
    );
  });

  it('the host, watching, takes an AI seat without asking anyone', () => {
    const standing = must(watchTable(roomWith('Bob', 'Cy'), { uid: 'ann', asking: null }));
    const game = started(standing);
    const seated = must(takeSeat(game, { uid: 'ann', seat: 0 }));
    expect(seated.seats[0]).toMatchObject({ uid: 'ann', name: 'Ann', kind: 'human' });
    expect(seated.watchers).toEqual([]);
  });
});

describe('the queue for the next free seat', () => {
  /** Ann (host), Bob, Cy and Di playing; Zed then Max join the queue, Zed by joining for it. */
  const queued = (): Room => {
    const game = started(roomWith('Bob', 'Cy', 'Di'));
    const zed = must(joinRoom(game, { uid: 'zed', name: 'Zed', code: game.code, joining: 'next-seat' }));
    const max = must(joinRoom(zed, { uid: 'max', name: 'Max', code: zed.code }));
    return must(joinRoom(max, { uid: 'max', name: 'Max', code: max.code, joining: 'next-seat' }));
  };

  it('keeps a watcher’s request at a full table, in the order they asked', () => {
    const room = queued();
    expect(room.seats.every((slot) => slot.kind === 'human')).toBe(true);
    expect(room.watchers).toEqual([
      { uid: 'zed', name: 'Zed', coaching: null, asking: null, waiting: true },
      { uid: 'max', name: 'Max', coaching: null, asking: null, waiting: true },
    ]);
    expect(must(joinRoom(room, { uid: 'zed', name: 'Zed', code: room.code, joining: 'next-seat' }))).toBe(
      room,
    );
    expect(nextFreeSeat(room.seats)).toBeNull();
    expect(refused(answerSeat(room, { uid: 'ann', watcher: 'zed', accept: true }))).toEqual({
      code: 'room/no-seat-request',
      message: 'No seat is free yet',
    });
  });

  it('offers the seat that frees to the host, who lets the first in the queue in', () => {
    const left = must(leaveRoom(queued(), { uid: 'cy', now: NOW }));
    expect(nextFreeSeat(left.seats)).toBe(2);
    expect(refused(answerSeat(left, { uid: 'bob', watcher: 'zed', accept: true })).code).toBe(
      'room/not-host',
    );
    const seated = must(answerSeat(left, { uid: 'ann', watcher: 'zed', accept: true }));
    expect(seated.seats[2]).toMatchObject({ uid: 'zed', name: 'Zed', kind: 'human' });
    expect(seated.watchers).toEqual([
      { uid: 'max', name: 'Max', coaching: null, asking: null, waiting: true },
    ]);
  });

  it('takes a declined watcher out of the queue, and the next one is asked about', () => {
    const left = must(leaveRoom(queued(), { uid: 'cy', now: NOW }));
    const declined = must(answerSeat(left, { uid: 'ann', watcher: 'zed', accept: false }));
    expect(declined.watchers[0]).toEqual({ uid: 'zed', name: 'Zed', coaching: null, asking: null });
    expect(must(answerSeat(declined, { uid: 'ann', watcher: 'max', accept: true })).seats[2].uid).toBe('max');
  });

  it('refuses the queue to someone who coached in the game, and to someone not at the table', () => {
    const room = zedJoinsMidGame();
    const coach = must(joinRoom(room, { uid: 'kim', name: 'Kim', code: room.code, joining: { coach: 1 } }));
    const coaching = must(answerCoach(coach, { uid: 'bob', watcher: 'kim', accept: true }));
    expect(
      refused(joinRoom(coaching, { uid: 'kim', name: 'Kim', code: room.code, joining: 'next-seat' })).code,
    ).toBe('room/has-coached');
    expect(refused(waitForSeat(coaching, 'nobody')).code).toBe('room/not-member');
  });
});
